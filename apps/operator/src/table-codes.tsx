import { useTranslation } from '@storefront/i18n/react';
import { dineInLink } from './dine-in-link.js';
import { QrCode } from './qr-code.js';

/** How the guests at the store's tables order: together in one shared basket, or each phone alone. */
export type CodeKind = 'shared' | 'phone';

/** A table's two signed codes, as staff/tables answers them (`tableCodes`). */
export interface TableCode {
  tableNumber: number;
  tableToken: string;
  phoneToken: string;
}

/**
 * One printable card per table: its number (a link, to open it on this device) and the code the
 * dine-in app opens at that table, of the kind chosen. Printed, the page is the grid of cards
 * alone (styles.css, `@media print`). A table without a code yet is not drawn.
 */
export function TableCodes({
  storeId,
  storeName,
  tableNumbers,
  tableCodes,
  kind,
  origin,
  basePath,
  brand,
}: {
  storeId: string;
  storeName: string;
  tableNumbers: readonly number[];
  tableCodes: readonly TableCode[];
  kind: CodeKind;
  origin: string;
  basePath: string;
  /** The brand on every card: its name (EN and AR) and its logo, when it has one. */
  brand: { name: { en: string; ar: string }; logo: string | null };
}) {
  const { t } = useTranslation(['operator']);
  return (
    <section className="table-codes grid gap-3" aria-label={t('operator:codes.title', { store: storeName })}>
      <h2 className="text-xl font-bold">{t('operator:codes.title', { store: storeName })}</h2>
      {tableNumbers.length === 0 && <p className="text-muted">{t('operator:codes.none')}</p>}
      <ul className="table-codes-grid grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
        {tableNumbers.map((number) => {
          const code = tableCodes.find((entry) => entry.tableNumber === number);
          if (!code) return null;
          const link = dineInLink(
            origin,
            basePath,
            storeId,
            number,
            kind === 'shared' ? code.tableToken : code.phoneToken,
          );
          const name = t('operator:codes.table', { number });
          return (
            <li
              key={number}
              data-testid="table-code"
              data-table={number}
              data-link={link}
              className="table-code grid justify-items-center gap-2 rounded-xl border border-line bg-white p-3 text-center text-black"
            >
              {brand.logo && (
                <img src={brand.logo} alt="" width={48} height={48} className="size-12 object-contain" />
              )}
              <span className="text-sm font-semibold">
                <span lang="en" dir="ltr">
                  {brand.name.en}
                </span>
                {' · '}
                <span lang="ar" dir="rtl">
                  {brand.name.ar}
                </span>
              </span>
              <a href={link} className="text-2xl font-bold text-black no-underline" aria-label={name}>
                <span lang="en" dir="ltr">
                  {t('operator:codes.printed.tableEn', { number })}
                </span>
                {' · '}
                <span lang="ar" dir="rtl">
                  {t('operator:codes.printed.tableAr', { number })}
                </span>
              </a>
              <QrCode text={link} label={name} />
              {/* Printed for guests reading either language, whatever the board's. */}
              <span className="grid text-sm">
                <span lang="en" dir="ltr">
                  {t('operator:codes.printed.en')}
                </span>
                <span lang="ar" dir="rtl">
                  {t('operator:codes.printed.ar')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
