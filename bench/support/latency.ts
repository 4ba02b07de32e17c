import { median, percentile, round } from './stats';

/**
 * Sequential requests (one user, kept-alive connection) for `measureMs` after a short warm-up: the
 * latency one person sees, not a throughput.
 */
export async function sequentialLatency(url: string, cookie: string, measureMs: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + measureMs;
  while (performance.now() < deadline || times.length < 5) {
    const run = await once();
    times.push(run.ms);
    bytes = run.bytes;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    p50Ms: round(median(sorted)),
    p95Ms: round(percentile(sorted, 95)),
    requests: times.length,
    bytes,
  };
}
