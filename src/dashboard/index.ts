/**
 * The dashboard page, for `<Admin dashboard={Dashboard}>`. Its map and charts are separate chunks, fetched
 * when the user scrolls near them, not in the background: on a phone they are a screen or more below the
 * fold, and fetching and running them up front is what held a cold dashboard back (issue 13).
 */
export { Dashboard } from './Dashboard';
