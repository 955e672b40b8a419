import { Navigate, Outlet, useLocation } from 'react-router';
import { useStorefront } from '../session/storefront-context.js';
import { useAppRoutes } from '../app-kit/routes.js';

/** Protected routes (spec section 6): without a token the customer goes to the login page. */
export function RequireSession() {
  const routes = useAppRoutes();
  const { session } = useStorefront();
  const location = useLocation();
  if (!session) return <Navigate to={routes.login()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
