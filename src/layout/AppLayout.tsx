/** The back-office shell (spec §2 "Layout"): sidebar, top bar, the page, the footer. */
import { Box } from '@mui/material';
import { Suspense } from 'react';
import type { LayoutProps } from 'react-admin';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageHeading } from './PageHeading';
import { PageSkeleton } from './PageSkeleton';
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

export function AppLayout({ children }: LayoutProps) {
  return (
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
  );
}
