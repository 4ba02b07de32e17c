/** The password-reset calls of DESIGN §4, silent: each step shows its own errors on its fields. */
import { http } from '../../api/http';

const quiet = { silent: true };

/** `loud`: a failure raises the client's red toast (the resend link has no field to show it on). */
export const sendResetCode = (email: string, { loud = false } = {}) =>
  http.post('/password/forgot', { email }, { silent: !loud });

export const verifyResetCode = (email: string, code: string) =>
  http.post('/password/verify', { email, code }, quiet);

export const resetPassword = (email: string, code: string, password: string, confirmation: string) =>
  http.post('/password/reset', { email, code, password, password_confirmation: confirmation }, quiet);
