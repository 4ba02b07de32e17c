import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canSeeRoute } from '../../providers/access';
import { flattenRoutes, matchRoute } from '../navigation/matchRoute';
import { routeTree } from '../navigation/routeTree';
import { useViewer } from '../navigation/useViewer';
import {
  closeAllViews,
  closeView,
  getVisitedViews,
  keepOnlyView,
  subscribeVisitedViews,
  type VisitedView,
  visit,
} from './visitedViews';

export interface Tab extends VisitedView {
  pinned: boolean;
}

const pinnedTabs: Tab[] = flattenRoutes(routeTree)
  .filter((route) => route.affix)
  .map((route) => ({ path: route.path, fullPath: route.path, pinned: true }));
const isPinned = (path: string) => pinnedTabs.some((tab) => tab.path === path);

/** Records each page the user may open as a tab, and the tab actions of spec §2 with their navigation. */
export function useTabs() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { viewer, isPending } = useViewer();
  const visited = useSyncExternalStore(subscribeVisitedViews, getVisitedViews);

  useEffect(() => {
    if (isPending || isPinned(pathname)) return;
    const match = matchRoute(routeTree, pathname);
    // A menu group's own path (e.g. /registrations) only redirects to its first page: no tab of its own.
    if (match?.route.children) return;
    if (match?.trail.every((route) => canSeeRoute(viewer, route.rule))) {
      visit({ path: pathname, fullPath: `${pathname}${search}` });
    }
  }, [pathname, search, viewer, isPending]);

  const tabs = useMemo(
    (): Tab[] => [
      ...pinnedTabs,
      ...visited.filter((v) => !isPinned(v.path)).map((v) => ({ ...v, pinned: false })),
    ],
    [visited],
  );
  const isActive = useCallback((tab: Tab) => tab.path === pathname, [pathname]);

  /** After closing the current tab, the last one left opens. */
  const leaveIfClosed = useCallback(
    (stillOpen: (tab: Tab) => boolean) => {
      if (tabs.some((tab) => tab.path === pathname && stillOpen(tab))) return;
      const last = [...tabs].reverse().find(stillOpen) ?? pinnedTabs[0];
      if (last) navigate(last.fullPath);
    },
    [tabs, pathname, navigate],
  );

  return {
    tabs,
    isActive,
    refresh: (tab: Tab) => navigate(`/redirect${tab.fullPath}`, { replace: true }),
    close: (tab: Tab) => {
      if (tab.pinned) return;
      closeView(tab.path);
      leaveIfClosed((t) => t.path !== tab.path);
    },
    closeOthers: (tab: Tab) => {
      keepOnlyView(tab.path);
      if (!isActive(tab)) navigate(tab.fullPath);
    },
    closeAll: () => {
      closeAllViews();
      leaveIfClosed((t) => t.pinned);
    },
  };
}
