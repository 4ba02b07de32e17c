/** react-admin's layout with the registry menu, until the app shell provides its own. */
import { Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './AppMenu';

export function AppLayout(props: LayoutProps) {
  return <Layout {...props} menu={AppMenu} />;
}
