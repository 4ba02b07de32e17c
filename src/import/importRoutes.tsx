/** One import screen per importable resource, under its list's path, for <CustomRoutes>. */
import { Route } from 'react-router-dom';
import { resources } from '../../resources';
import { ImportPage } from './ImportPage';

export const importRoutes = resources
  .filter((resource) => resource.importable)
  .map((resource) => (
    <Route
      key={`import-${resource.name}`}
      path={`${resource.route}/import`}
      element={<ImportPage resource={resource} />}
    />
  ));
