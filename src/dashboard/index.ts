/** The dashboard page, for `<Admin dashboard={Dashboard}>`; its map and charts load lazily. */
export { Dashboard } from './Dashboard';
