import { median, percentile, round } from './stats';

/** One signed-in GET, timed; anything but 200 stops the bench. */
async function timedGet(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
}

const figuresOf = (times: number[], bytes: number) => {
  const sorted = times.sort((a, b) => a - b);
  return {
    p50Ms: round(median(sorted)),
    p95Ms: round(percentile(sorted, 95)),
    requests: times.length,
    bytes,
  };
};

/**
 * Sequential requests (one user, kept-alive connection) for `measureMs` after a short warm-up: the
 * latency one person sees, not a throughput.
 */
export async function sequentialLatency(url: string, cookie: string, measureMs: number) {
  for (let i = 0; i < 3; i++) await timedGet(url, cookie);
  const times: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + measureMs;
  while (performance.now() < deadline || times.length < 5) {
    const run = await timedGet(url, cookie);
    times.push(run.ms);
    bytes = run.bytes;
  }
  return figuresOf(times, bytes);
}

/**
 * Several requests measured in alternation (one of each per round) for `measureMs`: on a shared, loaded
 * machine the load then weighs on each alike, so their ratio means something even when their absolute
 * figures do not.
 */
export async function interleavedLatency<K extends string>(
  requests: Record<K, { url: string; cookie: string }>,
  measureMs: number,
) {
  const keys = Object.keys(requests) as K[];
  const times = new Map<K, number[]>(keys.map((k) => [k, []]));
  const bytes = new Map<K, number>();
  for (let i = 0; i < 3; i++) for (const k of keys) await timedGet(requests[k].url, requests[k].cookie);
  const deadline = performance.now() + measureMs;
  for (let pass = 0; performance.now() < deadline || pass < 5; pass++) {
    for (const k of keys) {
      const run = await timedGet(requests[k].url, requests[k].cookie);
      times.get(k)?.push(run.ms);
      bytes.set(k, run.bytes);
    }
  }
  return Object.fromEntries(keys.map((k) => [k, figuresOf(times.get(k) ?? [], bytes.get(k) ?? 0)])) as Record<
    K,
    ReturnType<typeof figuresOf>
  >;
}
