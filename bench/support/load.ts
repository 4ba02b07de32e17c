import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests in flight at once, each on its own kept-alive connection. */
  connections: number;
  durationMs: number;
  /** A hard stop whatever the duration. */
  maxRequests: number;
  /** Each response is checked with this before it counts. */
  expectStatus?: number;
  /** GET by default; a POST sends `body` (JSON) with every request. */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function send(agent: Agent, url: URL, options: LoadOptions): Promise<number> {
  const headers = {
    ...options.headers,
    ...(options.body !== undefined && { 'content-type': 'application/json' }),
  };
  return new Promise((done, fail) => {
    const req = request(url, { agent, headers, method: options.method ?? 'GET' }, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out')));
    req.on('error', fail);
    req.end(options.body);
  });
}

/** A bounded closed-loop load: `connections` loops, each sending its next request when the last one ends. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const url = new URL(options.url);
  if (!LOOPBACK.has(url.hostname))
    throw new Error(`load only goes to loopback addresses, not ${url.hostname}`);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const loop = async () => {
    while (performance.now() < deadline && sent < options.maxRequests) {
      sent++;
      const t0 = performance.now();
      try {
        const status = await send(agent, url, options);
        if (status !== (options.expectStatus ?? 200)) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    requestsPerSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    meanMs: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
  };
}
