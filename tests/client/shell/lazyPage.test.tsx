import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, SCREEN_LOAD_TIMEOUT_MS } from '../../../src/pages/lazyPage';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.name}</p> : this.props.children;
  }
}

describe('lazy screens', () => {
  it('waits 120 s for a chunk, then fails with a load error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
    const Never = lazyPage<object>(() => new Promise(() => {}));
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Never />
        </Suspense>
      </Catch>,
    );
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('ScreenLoadTimeout')).toBeTruthy();
  });

  it('shows the screen once its chunk has come', async () => {
    const Page = lazyPage(async () => () => <p>ready</p>);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
  });
});
