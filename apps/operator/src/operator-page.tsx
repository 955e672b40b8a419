import { useCurrentBrand } from '@storefront/features/app-kit/brand-context';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { lazy, Suspense } from 'react';
import { Board } from './board.js';
import { SignInForm } from './sign-in-form.js';
import { useStaffSession } from './staff-api.js';

export type OperatorView = 'board' | 'tables' | 'codes' | 'kitchen';

// The board is the first paint; Tables, Kitchen and Table codes (with its QR drawing) load when opened.
const TablesPage = lazy(() => import('./tables-page.js').then((module) => ({ default: module.TablesPage })));
const KitchenPage = lazy(() =>
  import('./kitchen-page.js').then((module) => ({ default: module.KitchenPage })),
);
const CodesPage = lazy(() => import('./codes-page.js').then((module) => ({ default: module.CodesPage })));

/** The view for the signed-in staff member of this brand, else the staff sign-in. */
export function OperatorPage({ view, basePath }: { view: OperatorView; basePath: string }) {
  const { brand } = useCurrentBrand();
  const brandId = brand.brand._id;
  const session = useStaffSession(brandId);
  if (!session) return <SignInForm brandId={brandId} />;
  if (view === 'board') return <Board key={session.token} session={session} />;
  return (
    <Suspense fallback={<FullPageSpinner fixed={false} />}>
      {view === 'tables' ? (
        <TablesPage key={session.token} session={session} />
      ) : view === 'kitchen' ? (
        <KitchenPage key={session.token} session={session} />
      ) : (
        <CodesPage key={session.token} session={session} basePath={basePath} />
      )}
    </Suspense>
  );
}
