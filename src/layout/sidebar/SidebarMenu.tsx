import { MenuList } from '@mui/material';
import type { NavRoute } from '../navigation/routeTree';
import { useAccessibleRoutes } from '../navigation/useAccessibleRoutes';
import { SidebarGroup } from './SidebarGroup';
import { SidebarItem } from './SidebarItem';

const visible = (routes: NavRoute[]) => routes.filter((route) => !route.hidden);

/** The routes the user may open (spec §2, §6); a group with one visible page shows that page alone. */
export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { routes } = useAccessibleRoutes();
  return (
    <MenuList disablePadding sx={{ py: 0.5 }}>
      {visible(routes).map((route) => {
        const children = visible(route.children ?? []);
        if (!route.children) {
          return <SidebarItem key={route.path} route={route} collapsed={collapsed} onClick={onNavigate} />;
        }
        const [only, ...others] = children;
        if (only && !others.length) {
          return <SidebarItem key={only.path} route={only} collapsed={collapsed} onClick={onNavigate} />;
        }
        return (
          <SidebarGroup
            key={route.path}
            route={{ ...route, children }}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        );
      })}
    </MenuList>
  );
}
