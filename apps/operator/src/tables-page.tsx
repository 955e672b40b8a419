import { useTranslation } from '@storefront/i18n/react';
import { FullPageSpinner } from '@storefront/ui/full-page-spinner';
import { useState } from 'react';
import { OperatorNav } from './operator-nav.js';
import type { StaffSession } from './staff-api.js';
import { SessionCard } from './session-card.js';
import { StorePicker, useStoreParam } from './store-picker.js';
import { TabCard } from './tab-card.js';
import { useTables } from './use-tables.js';

/** Dine-in on the board: the store's tables with an open pay-later tab, kept current live. */
export function TablesPage({ session }: { session: StaffSession }) {
  const { t } = useTranslation(['operator']);
  const [storeId, pickStore] = useStoreParam();
  const { tables, cashReceived, shareCashReceived, sessionAction } = useTables(session, storeId);
  const sessions = tables?.sessions ?? [];
  const [done, setDone] = useState<string | null>(null);
  return (
    <main className="grid gap-3 p-3">
      <OperatorNav />
      <h1 className="text-2xl font-bold">{t('operator:tables.title')}</h1>
      {!tables && <FullPageSpinner fixed={false} />}
      {tables && (
        <>
          <StorePicker tables={tables} pickStore={pickStore} />
          {done && (
            <p role="status" className="rounded-xl bg-canvas p-3 font-semibold">
              {done}
            </p>
          )}
          {tables.tabs.length === 0 && sessions.length === 0 && (
            <p className="text-muted">{t('operator:tables.none')}</p>
          )}
          <div className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-3">
            {sessions.map((entry) => (
              <SessionCard
                key={entry.sessionId}
                session={entry}
                shareCashReceived={shareCashReceived}
                sessionAction={sessionAction}
                onSettled={setDone}
              />
            ))}
            {tables.tabs.map((tab) => (
              <TabCard key={tab.tableNumber} tab={tab} cashReceived={cashReceived} onSettled={setDone} />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
