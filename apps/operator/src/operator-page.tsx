import { useStorefront } from '@storefront/features/session/storefront-context';
import { Board } from './board.js';
import { CodesPage } from './codes-page.js';
import { SignInForm } from './sign-in-form.js';
import { useStaffSession } from './staff-api.js';
import { TablesPage } from './tables-page.js';

export type OperatorView = 'board' | 'tables' | 'codes';

/** The view for the signed-in staff member of this brand, else the staff sign-in. */
export function OperatorPage({ view, basePath }: { view: OperatorView; basePath: string }) {
  const { brand } = useStorefront();
  const brandId = brand.brand._id;
  const session = useStaffSession(brandId);
  if (!session) return <SignInForm brandId={brandId} />;
  if (view === 'tables') return <TablesPage key={session.token} session={session} />;
  if (view === 'codes') return <CodesPage key={session.token} session={session} basePath={basePath} />;
  return <Board key={session.token} session={session} />;
}
