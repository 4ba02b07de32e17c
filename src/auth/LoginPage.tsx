import { Login } from 'react-admin';
import { LoginForm } from './LoginForm';

/** react-admin's login card (it sends a signed-in visitor to '/') around the app's own form. */
export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}
