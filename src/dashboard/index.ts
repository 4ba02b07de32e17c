/** The dashboard page, for `<Admin dashboard={Dashboard}>`; its map and charts are separate chunks. */
import { preloadDashboard } from './Dashboard';

export { Dashboard, preloadDashboard } from './Dashboard';

// The home page of every signed-in user: its chunks load in the background as soon as the app starts.
preloadDashboard();
