/** The back-office shell (spec §2 "Layout"): sidebar, top bar, the page, the footer. */
import { Box } from '@mui/material';
import { Suspense } from 'react';
import type { LayoutProps } from 'react-admin';
import { AppShellStill } from './AppShellStill';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageHeading } from './PageHeading';
import { PageSkeleton } from './PageSkeleton';
import { RenderedLater } from './RenderedLater';
import { RouteGuard } from './RouteGuard';
import { Sidebar } from './sidebar/Sidebar';
import { SidebarProvider } from './sidebar/SidebarState';

/** Wide tables scroll inside their card on a phone instead of widening the page. */
const mainSx = {
  flexGrow: 1,
  minWidth: 0,
  p: { xs: 1, md: 2 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * The layout mounts in a render of its own, split and interruptible (RenderedLater): the one that first
 * draws it is urgent (the session check answering), and mounting the sidebar, top bar, tabs and page in it
 * held a phone's main thread for hundreds of milliseconds. Until then the app shell stays on screen.
 */
export function AppLayout({ children }: LayoutProps) {
  return (
    <RenderedLater fallback={<AppShellStill />}>
      <SidebarProvider>
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <Sidebar />
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Header />
            <Box component="main" id="main-content" sx={mainSx}>
              <PageHeading />
              <PageErrorBoundary>
                <Suspense fallback={<PageSkeleton />}>
                  <RouteGuard>{children}</RouteGuard>
                </Suspense>
              </PageErrorBoundary>
            </Box>
            <Footer />
          </Box>
        </Box>
      </SidebarProvider>
    </RenderedLater>
  );
}
