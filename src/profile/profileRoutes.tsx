/** The account pages inside the layout, for <CustomRoutes>. */
import { Route } from 'react-router-dom';
import { ProfilePage } from './ProfilePage';

export const profileRoutes = [<Route key="profile" path="/profile" element={<ProfilePage />} />];
