import { Navigate, useLocation } from 'react-router-dom';
import { redirectTargetOf } from './safeRedirect';

/** /auth-redirect?redirect=/path: forwards after an authentication step to a path of this site, else home. */
export function AuthRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={redirectTargetOf(search)} replace />;
}
