/**
 * The dashboard map's outbreak layer measured on a grouped registry: its request against the outbreaks
 * card of the same selection (in alternation), the answer's shape (rows of values) against the shape it
 * had before (one object per outbreak) in bytes and in the client's parse time, and the triangles grouped
 * at national zoom as the client groups them.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '../../server/db/connect';
import { type MapOutbreak, mapOutbreakOf } from '../../shared/outbreak-rows';
import { drawnOutbreaks } from '../../src/dashboard/drawnOutbreaks';
import { groupOverlapping, type Pixel } from '../../src/dashboard/map/groupOverlapping';
import type { OngoingOutbreaksAnswer } from '../../src/dashboard/types';
import { serveApp, signIn } from './app-server';
import type { Cleanup } from './cleanup';
import { interleavedLatency } from './latency';
import { median, round } from './stats';

/** The client's reach: the group triangle's width plus the gap (OutbreakMarkers.tsx). */
const REACH = 40;
/** Chad's first view at national zoom (zoom 5 and 6 in a desktop window). */
const ZOOMS = [5, 6];
const YEAR = new Date().getUTCFullYear();
/** Rounds of each shape's parse, in alternation. */
const PARSE_ROUNDS = 60;

/** Web Mercator pixels at a zoom, as Leaflet projects them. */
function project(lat: number, lng: number, zoom: number): Pixel {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (scale * (lng + 180)) / 360,
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/** The client's grouping of the layer's triangles at a zoom: time, groups, and pairs of symbols touching. */
export function trianglesAt(outbreaks: readonly MapOutbreak[], zoom: number) {
  const pointOf = (o: MapOutbreak) => (o.lat === null || o.lng === null ? null : project(o.lat, o.lng, zoom));
  const times: number[] = [];
  let groups: MapOutbreak[][] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    groups = groupOverlapping(outbreaks, pointOf, REACH);
    times.push(performance.now() - started);
  }
  const anchors = groups.map((g) => (g[0] ? pointOf(g[0]) : null)).filter((p): p is Pixel => p !== null);
  let touching = 0;
  for (const [i, a] of anchors.entries()) {
    for (const b of anchors.slice(i + 1))
      if (Math.abs(a.x - b.x) < REACH && Math.abs(a.y - b.y) < REACH) touching++;
  }
  return {
    groupMedianMs: round(median(times)),
    symbols: groups.length,
    grouped: groups.filter((g) => g.length > 1).length,
    touching,
  };
}

/** The answer as it was sent before the rows: one object per outbreak, the same values under their keys. */
type ObjectsAnswer = Omit<OngoingOutbreaksAnswer, 'columns' | 'outbreaks'> & { outbreaks: MapOutbreak[] };

/** How the client read that shape (drawnOutbreaks before the rows). */
function drawnFromObjects(answer: ObjectsAnswer) {
  const named = (names: Record<number, string>, id: number | null) =>
    id === null ? null : (names[id] ?? null);
  return answer.outbreaks.map(({ disease_id, municipality_id, province_id, ...o }) => ({
    ...o,
    disease: answer.diseases[disease_id] ?? '',
    municipality: named(answer.municipalities, municipality_id),
    province: named(answer.provinces, province_id),
  }));
}

/** Bytes as sent (raw, gzip 6, brotli 4 as server/http/compression.ts), and the time to compress each. */
function sizes(text: string) {
  const timed = (compress: () => Buffer) => {
    const started = performance.now();
    const bytes = compress().length;
    return { bytes, ms: round(performance.now() - started) };
  };
  const gzip = timed(() => gzipSync(text, { level: 6 }));
  const brotli = timed(() => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  return { raw: Buffer.byteLength(text), gzip: gzip.bytes, brotli: brotli.bytes, brotliMs: brotli.ms };
}

/**
 * The layer's answer in rows against the same outbreaks as objects: bytes, and the client's parse (JSON
 * then its outbreaks with their names) of each, in alternation, median of PARSE_ROUNDS.
 */
export function shapesCompared(rowsText: string) {
  const answer = JSON.parse(rowsText) as OngoingOutbreaksAnswer;
  const { columns: _, outbreaks, ...names } = answer;
  const objectsText = JSON.stringify({ outbreaks: outbreaks.map(mapOutbreakOf), ...names });
  const times = { rows: [] as number[], objects: [] as number[] };
  let drawn = 0;
  for (let i = 0; i < PARSE_ROUNDS; i++) {
    let started = performance.now();
    drawn += drawnOutbreaks(JSON.parse(rowsText) as OngoingOutbreaksAnswer).outbreaks.length;
    times.rows.push(performance.now() - started);
    started = performance.now();
    drawn -= drawnFromObjects(JSON.parse(objectsText) as ObjectsAnswer).length;
    times.objects.push(performance.now() - started);
  }
  if (drawn !== 0) throw new Error('the two shapes drew different outbreaks');
  return {
    rows: { ...sizes(rowsText), parseMedianMs: round(median(times.rows)) },
    objects: { ...sizes(objectsText), parseMedianMs: round(median(times.objects)) },
  };
}

/** The layer against the card for this year, all years and a provincial viewer; shapes and triangles. */
export async function layerFigures(db: Database, folder: string, cleanup: Cleanup) {
  const app = cleanup.add(await serveApp(db, folder), (a) => a.close());
  const national = await signIn(app.url, 'admin@example.com', 'demo1234');
  const provincial = await signIn(app.url, 'rse-province@example.com', 'demo1234');
  const figures: Record<string, LayerFigures> = {};
  for (const [name, cookie, query] of [
    ['year', national, `?year=${YEAR}`],
    ['allYears', national, ''],
    ['provincialYear', provincial, `?year=${YEAR}`],
  ] as const) {
    const layerUrl = `${app.url}/api/dashboard/outbreaks/ongoing${query}`;
    const timed = await interleavedLatency(
      {
        layer: { url: layerUrl, cookie },
        card: { url: `${app.url}/api/dashboard/outbreaks${query}`, cookie },
      },
      Number(process.env.BENCH_SECONDS ?? 6) * 2000,
    );
    const text = await (await fetch(layerUrl, { headers: { cookie } })).text();
    const answer = JSON.parse(text) as OngoingOutbreaksAnswer;
    const outbreaks = answer.outbreaks.map(mapOutbreakOf);
    figures[name] = {
      layerP50Ms: timed.layer.p50Ms,
      layerBytes: timed.layer.bytes,
      cardP50Ms: timed.card.p50Ms,
      rounds: timed.layer.requests,
      outbreaks: outbreaks.length,
      truncated: answer.truncated,
      shapes: shapesCompared(text),
      triangles: Object.fromEntries(ZOOMS.map((z) => [`zoom${z}`, trianglesAt(outbreaks, z)])),
    };
    process.stdout.write(`  layer ${name}: ${JSON.stringify(figures[name])}\n`);
  }
  return figures;
}

export interface LayerFigures {
  layerP50Ms: number;
  layerBytes: number;
  cardP50Ms: number;
  rounds: number;
  outbreaks: number;
  truncated: boolean;
  shapes: ReturnType<typeof shapesCompared>;
  triangles: Record<string, ReturnType<typeof trianglesAt>>;
}
