import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec §9: a screen that has not loaded after 120 s is a load error (shown by the layout's error screen). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  constructor() {
    super(`The screen did not load within ${SCREEN_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ScreenLoadTimeout';
  }
}

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout()), ms);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A screen in its own chunk, fetched when first shown. */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    withTimeout(load(), SCREEN_LOAD_TIMEOUT_MS).then((component) => ({ default: component })),
  );
}
