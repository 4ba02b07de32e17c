import { Navigate } from 'react-router-dom';

/** Spec §2: '/' opens the dashboard. */
export const ToDashboard = () => <Navigate to="/dashboard" replace />;

/** Spec §2: any unknown path goes to /404. */
export const ToNotFound = () => <Navigate to="/404" replace />;
