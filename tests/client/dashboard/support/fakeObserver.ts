import { afterEach, beforeEach } from 'vitest';

/** jsdom has no IntersectionObserver: this one lets the test say when the placeholder comes into range. */
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

/** Puts the fake observer in place for each test of the calling file, and takes it away after. */
export function installFakeObserver(): void {
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    // @ts-expect-error: jsdom has none; the other tests run without it.
    delete globalThis.IntersectionObserver;
  });
}
