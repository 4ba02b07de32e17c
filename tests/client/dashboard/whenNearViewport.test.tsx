import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from '../../../src/dashboard/WhenNearViewport';
import { FakeObserver, installFakeObserver } from './support/fakeObserver';

const part = () => (
  <WhenNearViewport placeholder={<p>placeholder</p>}>
    <p>the map</p>
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  installFakeObserver();

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
    vi.stubGlobal('IntersectionObserver', undefined);
    render(part());
    expect(screen.getByText('the map')).toBeTruthy();
  });
});
