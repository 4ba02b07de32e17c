/** The routes of this folder that need no session (spec §2), for <CustomRoutes noLayout>. */
import { Route } from 'react-router-dom';
import { AuthRedirectPage } from './AuthRedirectPage';
import { ResetPasswordPage } from './reset/ResetPasswordPage';

export const authOpenRoutes = [
  <Route key="reset-password" path="/reset-password" element={<ResetPasswordPage />} />,
  <Route key="auth-redirect" path="/auth-redirect" element={<AuthRedirectPage />} />,
];
