/**
 * Open or closed: on a desktop the choice persists (spec §4); below 992 px the sidebar is a drawer that
 * starts closed and closes again on navigation and on resize (spec §2).
 */
import { useMediaQuery, useTheme } from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreference } from '../../settings/usePreference';

interface SidebarState {
  open: boolean;
  isMobile: boolean;
  toggle: () => void;
  close: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar needs <SidebarProvider>');
  return state;
}

export const useIsMobile = (): boolean => useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = usePreference('sidebarOpen');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!isMobile) return;
    const closeDrawer = () => setDrawerOpen(false);
    window.addEventListener('resize', closeDrawer);
    return () => window.removeEventListener('resize', closeDrawer);
  }, [isMobile]);

  const state = useMemo(
    (): SidebarState => ({
      open: isMobile ? drawerOpen : desktopOpen,
      isMobile,
      toggle: () => (isMobile ? setDrawerOpen((open) => !open) : setDesktopOpen(!desktopOpen)),
      close: () => (isMobile ? setDrawerOpen(false) : setDesktopOpen(false)),
    }),
    [isMobile, drawerOpen, desktopOpen, setDesktopOpen],
  );
  return <SidebarContext.Provider value={state}>{children}</SidebarContext.Provider>;
}
