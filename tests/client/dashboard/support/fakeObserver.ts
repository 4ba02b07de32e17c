import { beforeEach, vi } from 'vitest';

/**
 * The test DOM lays nothing out, so its own IntersectionObserver never reports: this one lets the test say
 * when the placeholder comes into range.
 */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Puts the fake observer in place for each test of the calling file (the next file gets the DOM's own back). */
export function installFakeObserver(): void {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
}

/** As in a browser without IntersectionObserver, where every part of the dashboard draws at once. */
export function withoutIntersectionObserver(): void {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });
}
