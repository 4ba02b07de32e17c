import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIcu } from '../../../src/providers/icuWarmUp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('warming up ICU off the main thread', () => {
  it('starts the warm-up worker as a module and sends it the language', () => {
    const started: { url: string; options?: WorkerOptions; sent: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        sent: unknown[] = [];
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: url.pathname, options, sent: this.sent });
        }
        postMessage(message: unknown) {
          this.sent.push(message);
        }
      },
    );
    warmUpIcu('ar');
    expect(started).toEqual([
      { url: expect.stringMatching(/icuWarmUp\.worker\.ts$/), options: { type: 'module' }, sent: ['ar'] },
    ]);
  });

  it('does nothing where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIcu('fr')).not.toThrow();
  });

  it.each(['fr', 'en', 'ar'])('the worker formats in %s without an error, then ends', async (locale) => {
    const listeners: ((event: MessageEvent<string>) => void)[] = [];
    const close = vi.fn();
    vi.stubGlobal('addEventListener', (type: string, listener: (event: MessageEvent<string>) => void) => {
      if (type === 'message') listeners.push(listener);
    });
    vi.stubGlobal('close', close);
    await import('../../../src/providers/icuWarmUp.worker');
    expect(listeners).toHaveLength(1);
    for (const listener of listeners) listener(new MessageEvent('message', { data: locale }));
    expect(close).toHaveBeenCalledOnce();
  });
});
