import type { ComponentType } from 'react';
import type { Resource } from '../../resources';
import { customScreens } from './customScreens';
import { GenericCreate } from './form/GenericCreate';
import { GenericEdit } from './form/GenericEdit';
import { GenericList } from './list/GenericList';
import type { ScreenProps } from './screenTypes';
import { GenericShow } from './show/GenericShow';

export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

export interface ResourceScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show: ComponentType;
}

const generated: Record<ScreenKind, ComponentType<ScreenProps>> = {
  list: GenericList,
  create: GenericCreate,
  edit: GenericEdit,
  show: GenericShow,
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
