/** Above every dine-in page of a shared session: the code others join with, and the way to the table. */
import { useTranslation } from '@storefront/i18n/react';
import { Link } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { useTable } from './table-context.js';

export function TableStrip() {
  const { t } = useTranslation('dineIn');
  const routes = useAppRoutes();
  const { session } = useTable();
  if (!session) return null;
  return (
    <div className="mx-auto flex max-w-panel items-center justify-between gap-3 bg-ink px-4 py-2 text-surface">
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm">
        <span>{t('session.codeForOthers')}</span>
        <span
          className="text-lg font-bold tracking-widest tabular-nums"
          dir="ltr"
          data-testid="table-join-code"
        >
          {session.joinCode}
        </span>
      </p>
      <Link
        to={routes.basket()}
        className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border border-surface px-4 text-sm font-semibold"
      >
        {t('session.viewTable')}
      </Link>
    </div>
  );
}
