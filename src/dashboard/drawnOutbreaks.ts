import { mapOutbreakOf } from '../../shared/outbreak-rows';
import type { OngoingOutbreaksAnswer, OutbreakLayer } from './types';

/** The layer's outbreaks with the names the answer gives once. */
export function drawnOutbreaks(answer: OngoingOutbreaksAnswer): OutbreakLayer {
  const named = (names: Record<number, string>, id: number | null) =>
    id === null ? null : (names[id] ?? null);
  return {
    outbreaks: answer.outbreaks.map((row) => {
      const { disease_id, municipality_id, province_id, ...o } = mapOutbreakOf(row);
      return {
        ...o,
        disease: answer.diseases[disease_id] ?? '',
        municipality: named(answer.municipalities, municipality_id),
        province: named(answer.provinces, province_id),
      };
    }),
    truncated: answer.truncated,
  };
}
