import { formatPhone, languageOf } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { useId } from 'react';
import { prepEstimate } from './store-header.js';

/** One outlet of the brand, its texts already in the current language. */
export interface Outlet {
  readonly id: string;
  readonly name: string;
  readonly address?: string;
  /** The outlet's phone number in any format, e.g. '+971 4 395 1234'; no call link without it. */
  readonly phone?: string;
  /** The store's `isOpened`. */
  readonly isOpen: boolean;
  /** averagePrepTimeForPickup: 'Ready for pickup in …' when above 0. */
  readonly pickupMinutes?: number;
}

export interface OutletListProps {
  outlets: readonly Outlet[];
  /** Heading level inside the page (the brand home's sections are h2). */
  headingLevel?: 2 | 3;
}

/**
 * The brand's outlets ('Our branches'): name, open now or closed now, the pickup time, address and
 * a call link per outlet. Nothing renders without outlets.
 */
export function OutletList({ outlets, headingLevel = 2 }: OutletListProps) {
  const { t, i18n } = useTranslation(['store']);
  const language = languageOf(i18n.language);
  const headingId = useId();
  if (outlets.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const NameHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="px-4 pt-2 pb-3 text-start">
      <Heading id={headingId} className="pb-2 text-lg font-bold text-ink">
        {t('outlets.title')}
      </Heading>
      <ul className="grid gap-2">
        {outlets.map((outlet) => {
          const estimate = prepEstimate('PICKUP', outlet.pickupMinutes, language);
          return (
            <li key={outlet.id} className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
              <div className="flex items-start justify-between gap-2">
                <NameHeading className="text-base font-bold text-ink">{outlet.name}</NameHeading>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
                    outlet.isOpen ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger'
                  }`}
                >
                  {outlet.isOpen ? t('outlets.openNow') : t('outlets.closedNow')}
                </span>
              </div>
              {/* A closed outlet promises no 'Ready for pickup in 20 minutes'. */}
              {outlet.isOpen && estimate && (
                <p className="text-sm text-ink">{t(estimate.key, { duration: estimate.duration })}</p>
              )}
              {outlet.address && (
                <address className="text-sm text-muted not-italic">{outlet.address}</address>
              )}
              {outlet.phone && (
                <a
                  href={`tel:${outlet.phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center justify-self-start text-sm font-semibold underline underline-offset-4"
                >
                  <bdi dir="ltr">{formatPhone(outlet.phone)}</bdi>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
