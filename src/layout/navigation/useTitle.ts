import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Title } from './routeTree';

/** Turns route titles into text in the current language. */
export function useTitle(): (title: Title) => string {
  const translate = useTranslate();
  return useCallback((title) => translate(title.key, title.options), [translate]);
}
