export { NotFoundPage, UnauthorizedPage } from './ErrorPage';
export { ToDashboard, ToNotFound } from './Redirects';
export { openPageRoutes, pageRoutesWithLayout } from './routes';
