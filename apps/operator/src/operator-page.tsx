import { useStorefront } from '@storefront/features/session/storefront-context';
import { Board } from './board.js';
import { SignInForm } from './sign-in-form.js';
import { useStaffSession } from './staff-api.js';

/** The board for the signed-in staff member of this brand, else the staff sign-in. */
export function OperatorPage() {
  const { brand } = useStorefront();
  const brandId = brand.brand._id;
  const session = useStaffSession(brandId);
  return session ? <Board key={session.token} session={session} /> : <SignInForm brandId={brandId} />;
}
