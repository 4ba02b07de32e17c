import { Login } from 'react-admin';
import { LoginForm } from './LoginForm';
import { OpenPage } from './OpenPage';

/** react-admin's login card (it sends a signed-in visitor to '/') around the app's own form. */
export function LoginPage() {
  return (
    <Login>
      <OpenPage>
        <LoginForm />
      </OpenPage>
    </Login>
  );
}
