/** Sidebar entries from the registry: resources listed in the menu, each shown only if canAccess allows its list. */
import { Menu } from 'react-admin';
import { resources } from '../../../resources';
import { raName } from '../../screens';

export function AppMenu() {
  return (
    <Menu>
      {resources
        .filter((resource) => resource.inMenu)
        .map((resource) => (
          // ResourceItem hides itself when authProvider.canAccess({action: 'list'}) says no.
          <Menu.ResourceItem key={resource.name} name={raName(resource)} />
        ))}
    </Menu>
  );
}
