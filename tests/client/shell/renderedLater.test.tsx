/**
 * <RenderedLater> (issue 13): the layout's first mount waits for a render of its own, a later mount (a
 * language switch remounts the whole app) draws at once, so the page never empties and keeps its scroll.
 */
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { expect, it } from 'vitest';
import { RenderedLater } from '../../../src/layout/RenderedLater';

/** Writes down each commit of `name`. */
function Drawn({ name, commits }: { name: string; commits: string[] }) {
  useLayoutEffect(() => {
    commits.push(name);
  });
  return <p>{name}</p>;
}

it('defers the first mount only: a remount commits its children without the fallback', () => {
  const first: string[] = [];
  const { container, rerender } = render(
    <RenderedLater key={1} fallback={<Drawn name="fallback" commits={first} />}>
      <Drawn name="layout" commits={first} />
    </RenderedLater>,
  );
  expect(first).toEqual(['fallback', 'layout']);

  // A new key, as react-admin's I18nContextProvider gives the whole app on a language switch.
  const again: string[] = [];
  rerender(
    <RenderedLater key={2} fallback={<Drawn name="fallback" commits={again} />}>
      <Drawn name="layout" commits={again} />
    </RenderedLater>,
  );
  expect(again).toEqual(['layout']);
  expect(container.textContent).toBe('layout');
});
