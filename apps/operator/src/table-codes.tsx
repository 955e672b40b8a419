import { useTranslation } from '@storefront/i18n/react';
import { dineInLink } from './dine-in-link.js';
import { QrCode } from './qr-code.js';

/**
 * One printable card per table: its number and the code the dine-in app opens at that table.
 * Printed, the page is the grid of cards alone (styles.css, `@media print`).
 */
export function TableCodes({
  storeId,
  storeName,
  tableNumbers,
  tableCodes = [],
  origin,
  basePath,
}: {
  storeId: string;
  storeName: string;
  tableNumbers: readonly number[];
  /** Each table's signed token, as staff/tables answers it. */
  tableCodes?: readonly { tableNumber: number; tableToken: string }[];
  origin: string;
  basePath: string;
}) {
  const { t } = useTranslation(['operator']);
  return (
    <section className="table-codes grid gap-3" aria-label={t('operator:codes.title', { store: storeName })}>
      <h2 className="text-xl font-bold">{t('operator:codes.title', { store: storeName })}</h2>
      {tableNumbers.length === 0 && <p className="text-muted">{t('operator:codes.none')}</p>}
      <ul className="table-codes-grid grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
        {tableNumbers.map((number) => {
          const token = tableCodes.find((code) => code.tableNumber === number)?.tableToken;
          const link = dineInLink(origin, basePath, storeId, number, token);
          const name = t('operator:codes.table', { number });
          return (
            <li
              key={number}
              data-testid="table-code"
              data-table={number}
              data-link={link}
              className="table-code grid justify-items-center gap-2 rounded-xl border border-line bg-white p-3 text-center text-black"
            >
              <strong className="text-2xl">{name}</strong>
              <QrCode text={link} label={name} />
              <span className="text-sm">{t('operator:codes.scan')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
