import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WhenNearViewport } from '../../../src/dashboard/WhenNearViewport';

/** jsdom has no IntersectionObserver: this one lets the test say when the placeholder comes into range. */
class FakeObserver {
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

const part = () => (
  <WhenNearViewport placeholder={<p>placeholder</p>}>
    <p>the map</p>
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    // @ts-expect-error: jsdom has none; the other tests run without it.
    delete globalThis.IntersectionObserver;
  });

  it('keeps the placeholder, hidden from assistive technology, until its place comes into view', () => {
    render(part());
    expect(screen.getByText('placeholder').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('the map')).toBeNull();
    const [inView] = FakeObserver.instances;
    expect(inView?.options?.rootMargin).toBe('0px');
    act(() => inView?.report(false));
    expect(screen.queryByText('the map')).toBeNull();
    act(() => inView?.report(true));
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(inView?.disconnected).toBe(true);
  });

  it('looks a screen ahead once the user scrolls, not before (a page still loading is short)', () => {
    render(part());
    expect(FakeObserver.instances).toHaveLength(1);
    fireEvent.scroll(document);
    const ahead = FakeObserver.instances[1];
    expect(ahead?.options?.rootMargin).toBe('100% 0px');
    act(() => ahead?.report(true));
    expect(screen.getByText('the map')).toBeTruthy();
    expect(FakeObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('draws at once for a keyboard user tabbing through the page, not for other keys', () => {
    render(part());
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByText('the map')).toBeNull();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByText('the map')).toBeTruthy();
  });

  it('draws at once before printing', () => {
    render(part());
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('the map')).toBeTruthy();
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    // @ts-expect-error: as in a browser without it.
    delete globalThis.IntersectionObserver;
    render(part());
    expect(screen.getByText('the map')).toBeTruthy();
  });
});
