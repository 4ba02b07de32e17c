import type { OngoingOutbreaksAnswer, OutbreakLayer } from './types';

/** The layer's outbreaks with the names the answer gives once. */
export function drawnOutbreaks(answer: OngoingOutbreaksAnswer): OutbreakLayer {
  const named = (names: Record<number, string>, id: number | null) =>
    id === null ? null : (names[id] ?? null);
  return {
    // Read by position into the drawn outbreak: through an object per row and a rest spread it took
    // 20 ms for 2,000 rows (node, load ~14), against 1 ms.
    outbreaks: answer.outbreaks.map(
      ([id, ref, disease_id, municipality_id, province_id, lat, lng, started_at, last_case_at, cases]) => ({
        id,
        ref,
        disease: answer.diseases[disease_id] ?? '',
        municipality: named(answer.municipalities, municipality_id),
        province: named(answer.provinces, province_id),
        lat,
        lng,
        started_at,
        last_case_at,
        cases,
      }),
    ),
    truncated: answer.truncated,
  };
}
