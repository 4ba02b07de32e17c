import { Route } from 'react-router-dom';
import { NotFoundPage, UnauthorizedPage } from './ErrorPage';
import { lazyPage } from './lazyPage';
import { RedirectPage } from './RedirectPage';

// Its own chunk, so the sign-in page does not carry the dashboard.
const Dashboard = lazyPage(() => import('../dashboard').then((module) => module.Dashboard));

/** Inside the layout, for signed-in users (spec §2: hidden routes). */
export const pageRoutesWithLayout = [
  <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="error-401" path="/error/401" element={<UnauthorizedPage />} />,
  <Route key="error-404" path="/error/404" element={<NotFoundPage />} />,
  <Route key="redirect" path="/redirect/*" element={<RedirectPage />} />,
];

/** Open without a session (spec §2). */
export const openPageRoutes = [
  <Route key="401" path="/401" element={<UnauthorizedPage fullPage />} />,
  <Route key="404" path="/404" element={<NotFoundPage fullPage />} />,
];
