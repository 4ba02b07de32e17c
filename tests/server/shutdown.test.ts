import { connect, type Socket } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { closeGracefully } from '../../server/http/shutdown';
import { testConfig } from '../support/test-app';
import { borrowDemoDatabase } from '../support/test-db';

/**
 * Issue 8, defect 18: shutdown answers instead of resetting and has a deadline. That `npm start` passes
 * SIGTERM on to the server is an end-to-end test, with the real processes (tests/e2e/npm-start.spec.ts).
 */
const db = await borrowDemoDatabase();
afterAll(() => db.close());

/** A listening app with a route that answers only when told to (`slow.entered`: requests inside it). */
async function listening() {
  const app = await buildApp({ config: testConfig(), db });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = { entered: 0 };
  app.get('/api/test/slow', async () => {
    slow.entered++;
    await released;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port, release, slow };
}

/** A raw keep-alive connection that collects what it receives. */
function keepAlive(port: number) {
  const socket = connect(port, '127.0.0.1');
  const state = { received: '', closed: false, reset: false };
  socket.on('data', (chunk) => {
    state.received += chunk;
  });
  socket.on('error', () => {
    state.reset = true;
  });
  socket.on('close', () => {
    state.closed = true;
  });
  const send = (path: string) =>
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  return { socket, state, send };
}

const until = async (condition: () => boolean, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    // Node's own timer, which the fake clock of the first test leaves alone.
    await wait(20);
  }
};

const responses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));

describe('graceful shutdown', () => {
  it('answers 503 to a request on an open keep-alive connection during shutdown, and finishes the one in flight', async () => {
    const { app, port, release } = await listening();
    const busy = keepAlive(port);
    busy.send('/api/test/slow');
    const idle = keepAlive(port);
    idle.send('/api/health');
    await until(() => responses(idle.state.received).length === 1, 'the first answer');
    // The drain lasts until the test has its answer, however slow the machine, and not a moment longer:
    // its clock is a fake one, moved on once the 503 is in.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let closing: Promise<void>;
    try {
      closing = closeGracefully(app, { drainMs: 3000, deadlineMs: 20_000 });
      idle.send('/api/health');
      await until(() => responses(idle.state.received).length === 2 || idle.state.closed, 'an answer');
      vi.advanceTimersByTime(3000);
    } finally {
      // Whatever happened, the next test and file get the real clock.
      vi.useRealTimers();
    }
    expect(responses(idle.state.received)).toEqual([200, 503]);
    expect(idle.state.received).toMatch(/"message":"The server is restarting. Try again in a few seconds."/);
    expect(idle.state.received).toMatch(/connection: close/i);
    expect(idle.state.reset).toBe(false);
    release();
    await closing;
    await until(() => busy.state.closed, 'the busy connection to close');
    expect(responses(busy.state.received)).toEqual([200]);
    for (const c of [busy, idle]) (c.socket as Socket).destroy();
  });

  it('has a deadline: a stuck request does not hold the shutdown', async () => {
    const { app, port, slow } = await listening();
    const stuck = keepAlive(port);
    stuck.send('/api/test/slow');
    await until(() => slow.entered === 1, 'the request to be in flight');
    const started = Date.now();
    await closeGracefully(app, { drainMs: 0, deadlineMs: 300 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await until(() => stuck.state.closed, 'the stuck connection to be cut');
  });
});
