/** The brand home's top: account link and language, the brand's picture, logo, name, tagline and services. */
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { Link } from 'react-router';
import { LanguageToggle } from '@storefront/features/app-kit/app-shell';
import { useStorefront } from '@storefront/features/session/storefront-context';
import type { HomeService } from './use-service-choice.js';

/**
 * Account link (guests sign in here, customers reach their orders and wallet, spec section 6) and
 * language, then the brand's picture as the hero.
 */
export function BrandHomeHeader() {
  const { t } = useTranslation('store');
  const { brand, session } = useStorefront();
  return (
    <>
      <header className="flex items-center justify-between gap-3 bg-brand px-4 py-3 text-on-brand">
        <Link
          to={session ? '/auth/settings' : '/auth/login'}
          className="inline-flex min-h-10 items-center rounded-full border border-current px-4 text-sm font-semibold hover:opacity-80"
        >
          {session ? t('locationBar.account') : t('locationBar.login')}
        </Link>
        <LanguageToggle />
      </header>
      <div className="relative h-52 bg-canvas">
        {/* The brand's own picture as the hero; decorative, the name below says whose page it is. */}
        <img src={brand.setting.brandImageHomeBG} alt="" className="size-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/30 to-transparent" />
      </div>
    </>
  );
}

/** Logo, name (the page's h1), tagline and one button per service. */
export function BrandIntro({
  name,
  tagline,
  services,
  current,
  onChoose,
}: {
  name: string;
  tagline: string | undefined;
  services: readonly HomeService[];
  current: HomeService | null;
  onChoose: (service: HomeService) => void;
}) {
  const { t } = useTranslation(['store', 'errors']);
  const { brand } = useStorefront();
  return (
    <div className="-mt-14 grid justify-items-center gap-2 px-4 text-center">
      <img
        className="relative size-24 rounded-3xl border-4 border-surface bg-surface object-cover shadow-lg"
        src={brand.setting.brandLogoFirst}
        alt=""
        width={96}
        height={96}
      />
      <h1 className="text-2xl font-bold">{name}</h1>
      {tagline && <p className="text-muted">{tagline}</p>}
      {services.length === 0 ? (
        <p role="alert" className="mt-6 text-danger">
          {t('errors:storeNotServing')}
        </p>
      ) : (
        <section className="mt-4 grid w-full gap-3" aria-labelledby="service-title">
          <h2 id="service-title" className="text-lg font-semibold">
            {t('store:brandHome.title')}
          </h2>
          {services.map((service) => (
            <Button
              key={service}
              block
              variant={current === service ? 'primary' : 'secondary'}
              onClick={() => onChoose(service)}
            >
              {service === 'DELIVERY' ? t('store:serviceSwitch.delivery') : t('store:serviceSwitch.pickup')}
            </Button>
          ))}
        </section>
      )}
    </div>
  );
}
