import type { ComponentType } from 'react';
import { type LayoutProps, Loading, usePermissions } from 'react-admin';
import { holdsBackOfficeRole } from '../../resources/kit';
import { AppShellStill } from '../layout/AppShellStill';
import { GuestScreen } from './GuestScreen';

interface Permissions {
  roles?: readonly string[];
}

export const isGuest = (permissions: Permissions | undefined): boolean =>
  !holdsBackOfficeRole(permissions?.roles ?? []);

/**
 * Wraps the app layout: a signed-in user whose roles are none of the back-office ones sees the guest
 * screen on every path that needs a session, instead of the layout and its pages.
 */
export function guestAware(Layout: ComponentType<LayoutProps>): ComponentType<LayoutProps> {
  function GuestAwareLayout(props: LayoutProps) {
    const { permissions, isPending } = usePermissions<Permissions>();
    if (isPending) return <AppShellStill otherwise={<Loading />} />;
    return isGuest(permissions) ? <GuestScreen /> : <Layout {...props} />;
  }
  GuestAwareLayout.displayName = `guestAware(${Layout.displayName ?? Layout.name})`;
  return GuestAwareLayout;
}
