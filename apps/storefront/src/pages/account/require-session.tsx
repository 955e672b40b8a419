import { Navigate, Outlet, useLocation } from 'react-router';
import { useStorefront } from '../../state/storefront-context.js';

/** Protected routes (spec section 6): without a token the customer goes to the login page. */
export function RequireSession() {
  const { session } = useStorefront();
  const location = useLocation();
  if (!session) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
