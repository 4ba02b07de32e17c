import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { translate } from '../providers/catalogues';
import { currentLocale, subscribeLocale } from '../providers/locale';
import { matchRoute } from './navigation/matchRoute';
import { otherPageTitles, routeTree, type Title } from './navigation/routeTree';

export function pageTitleOf(pathname: string): Title | null {
  return matchRoute(routeTree, pathname)?.route.title ?? otherPageTitles[pathname] ?? null;
}

/**
 * Spec §2: the page title is the route title plus the product suffix, in the current language. Rendered
 * beside <Admin>, so the open pages (login, 404…) are titled too.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  useEffect(() => {
    if (pathname.startsWith('/redirect/')) return;
    const title = pageTitleOf(pathname);
    document.title = title
      ? `${translate(locale, title.key, title.options)}${translate(locale, 'app.titleSuffix')}`
      : translate(locale, 'app.name');
  }, [pathname, locale]);
  return null;
}
