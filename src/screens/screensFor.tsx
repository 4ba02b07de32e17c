import type { ComponentType } from 'react';
import type { Resource } from '../../resources';
import { lazyPage } from '../pages/lazyPage';
import { customScreens } from './customScreens';
import type { ScreenProps } from './screenTypes';

export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

export interface ResourceScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show: ComponentType;
}

/**
 * Each screen in a chunk of its own, fetched when first shown: the lists' and forms' MUI and react-admin
 * parts are not evaluated on a cold load of the dashboard (issue 13: total blocking time).
 */
const generated: Record<ScreenKind, ComponentType<ScreenProps>> = {
  list: lazyPage(() => import('./list/GenericList').then((m) => m.GenericList)),
  create: lazyPage(() => import('./form/GenericCreate').then((m) => m.GenericCreate)),
  edit: lazyPage(() => import('./form/GenericEdit').then((m) => m.GenericEdit)),
  show: lazyPage(() => import('./show/GenericShow').then((m) => m.GenericShow)),
};

function screenFor(resource: Resource, kind: ScreenKind): ComponentType<Partial<ScreenProps>> {
  const customName = resource.screens[kind];
  const Screen = customName ? customScreens[customName] : generated[kind];
  if (!Screen) throw new Error(`${resource.name}: no custom screen registered as "${customName}"`);
  const Bound = (props: Partial<ScreenProps>) => <Screen {...props} resource={resource} />;
  Bound.displayName = `${customName ?? kind}(${resource.name})`;
  return Bound;
}

/** Bound screens are cached so React sees the same component on every render of the app shell. */
const cache = new WeakMap<Resource, ResourceScreens>();

export function screensFor(resource: Resource): ResourceScreens {
  let screens = cache.get(resource);
  if (!screens) {
    screens = {
      list: screenFor(resource, 'list'),
      create: screenFor(resource, 'create'),
      edit: screenFor(resource, 'edit'),
      show: screenFor(resource, 'show'),
    };
    cache.set(resource, screens);
  }
  return screens;
}
