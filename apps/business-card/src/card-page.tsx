import type { Schemas } from '@storefront/api';
import { LanguageToggle } from '@storefront/features/app-kit/app-shell';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useTranslation } from '@storefront/i18n/react';
import { useEffect } from 'react';
import { BrandTile, DiscountChip } from './brand-tile.js';
import { CardActions } from './card-actions.js';
import { CardContacts } from './card-contacts.js';

/**
 * The business card (spec section 2 "Business card"): title, 'Get Your Food From Here!', the
 * discounts of its brands, the loyalty banner when a brand's loyalty is active, a grid of its
 * brands, and the card's own contact at the bottom.
 */
export function CardPage({ card }: { card: Schemas['BusinessCard'] }) {
  const { t } = useTranslation('businessCard');
  const { pick } = useLocalised();
  const discounts = card.permittedBrands.flatMap((brand) => brand.discounts);
  const title = pick(card.title);
  // The tab says the card's title in the page's language too.
  useEffect(() => {
    document.title = title;
  }, [title]);
  const loyalty = card.permittedBrands.some((brand) => brand.isLoyaltyActive);
  return (
    <div className="mx-auto flex min-h-dvh max-w-panel flex-col gap-4 bg-surface px-4 pb-8 pt-3 text-ink">
      <div className="flex justify-end">
        <LanguageToggle />
      </div>
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg text-muted">{t('getYourFood')}</p>
      </header>
      <CardActions card={card} />
      {discounts.length > 0 && (
        <section aria-labelledby="card-discounts" className="flex flex-col gap-2">
          <h2 id="card-discounts" className="text-base font-bold">
            {t('discounts')}
          </h2>
          {/* Each brand's codes under its name: a code works at its own brand only. */}
          {card.permittedBrands
            .filter((brand) => brand.discounts.length > 0)
            .map((brand) => {
              const name = pick({ en: brand.brandName, ar: brand.brandNameAR ?? '' });
              return (
                <div key={brand.brandId} className="flex flex-col gap-1">
                  <h3 className="text-sm font-semibold text-muted">{name}</h3>
                  <ul aria-label={name} className="flex flex-wrap gap-2">
                    {brand.discounts.map((discount) => (
                      <li key={discount._id}>
                        <DiscountChip discount={discount} withCode />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
        </section>
      )}
      {loyalty && (
        <p role="note" className="rounded-2xl border border-brand bg-canvas p-4 text-center font-semibold">
          {t('loyaltyBanner')}
        </p>
      )}
      <section aria-labelledby="card-brands" className="flex flex-col gap-2">
        <h2 id="card-brands" className="text-base font-bold">
          {t('brands')}
        </h2>
        {card.permittedBrands.length === 0 ? (
          <p className="text-muted">{t('noBrands')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {card.permittedBrands.map((brand) => (
              <li key={brand.brandId}>
                <BrandTile brand={brand} card={card} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CardContacts phone={card.phoneNumber} whatsApp={card.whatsAppContact} />
    </div>
  );
}
