/** The table screen: the join code for others, the shared basket, the rounds and the bill. */
import { useTranslation } from '@storefront/i18n/react';
import { useLocalised } from '../app-kit/localise.js';
import { PageFrame } from '@storefront/ui/page-frame';
import { PageHeader } from '@storefront/ui/page-header';
import { Button } from '@storefront/ui/button';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppRoutes } from '../app-kit/routes.js';
import { BillSection } from './bill-section.js';
import { resumeSharePayment } from './share-card-pay.js';
import { TableBasketSection } from './table-basket-section.js';
import { useTable } from './table-context.js';
import { TableRounds } from './table-rounds.js';

export function TablePage() {
  const { t } = useTranslation(['dineIn', 'common']);
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const table = useTable();
  const { session, notice, connected, calls, apply } = table;
  const { language } = useLocalised();

  // Back from 3-D Secure: the share's payment is verified once.
  useEffect(() => {
    if (!calls) return;
    void resumeSharePayment(calls, language).then((outcome) => {
      if (outcome?.kind === 'paid') apply({ kind: 'ok', session: outcome.session });
    });
  }, [calls, apply, language]);

  if (!session) return null;
  return (
    <PageFrame tone="canvas" bottomSpace="end">
      <PageHeader
        title={t('dineIn:table', { tableNumber: session.tableNumber })}
        onAction={() => void navigate(routes.menu())}
      />
      <main className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4">
        <JoinCode code={session.joinCode} />
        {session.joinPaused && calls && (
          <JoinPaused onReopen={async () => apply(await calls.reopenJoining())} />
        )}
        <p role="status" aria-live="polite" className="text-sm empty:hidden">
          {notice === 'conflict'
            ? t('dineIn:session.conflict')
            : !connected
              ? t('dineIn:session.reconnecting')
              : ''}
        </p>
        <p role="status" className="sr-only">
          {notice === 'updated' ? t('dineIn:session.updated') : ''}
        </p>
        <TableBasketSection menuHref={routes.menu()} />
        <TableRounds session={session} />
        <BillSection session={session} />
      </main>
    </PageFrame>
  );
}

/**
 * Wrong codes paused joining (someone guessing the code): any diner lets people join again, which
 * gives the table a new code.
 */
export function JoinPaused({ onReopen }: { onReopen: () => Promise<unknown> }) {
  const { t } = useTranslation('dineIn');
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-2xl border border-danger bg-surface p-4"
      data-testid="join-paused"
    >
      <p>{t('session.joinPaused')}</p>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onReopen().finally(() => setBusy(false));
        }}
      >
        {t('session.reopenJoining')}
      </Button>
    </div>
  );
}

/** The code the other phones join with, shown on every diner's screen. */
export function JoinCode({ code }: { code: string }) {
  const { t } = useTranslation('dineIn');
  if (!code) return null;
  return (
    <p className="flex items-center justify-between rounded-2xl bg-surface p-4">
      <span>{t('session.codeForOthers')}</span>
      <span
        className="text-2xl font-bold tracking-widest tabular-nums"
        dir="ltr"
        data-testid="table-join-code"
      >
        {code}
      </span>
    </p>
  );
}
