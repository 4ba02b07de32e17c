export { AppLayout } from './AppLayout';
export { DocumentTitle } from './DocumentTitle';
export { groupRedirects } from './groupRedirects';
export { DASHBOARD_PATH } from './navigation/routeTree';
