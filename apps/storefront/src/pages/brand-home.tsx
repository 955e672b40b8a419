/** The brand home route (spec section 2 '/'): brand, services, offers, branches and the choice sheets. */
import { listedDiscounts, type Discount } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { CouponStrip } from '@storefront/ui/coupon-strip';
import { OfferPopup } from '@storefront/features/menu/offer-popup';
import { Footer } from '@storefront/ui/footer';
import { Modal } from '@storefront/ui/modal';
import { OutletList } from '@storefront/ui/outlet-list';
import { PageFrame } from '@storefront/ui/page-frame';
import { lazy, Suspense, useState } from 'react';
import { useHref } from 'react-router';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useBrandDiscounts } from '@storefront/features/data/use-brand-discounts';
import { useBrandOutlets } from '@storefront/features/data/use-brand-outlets';
import { AreaPicker } from '@storefront/features/setup/area-picker';
import { StorePicker } from '@storefront/features/setup/store-picker';
import { BrandHomeHeader, BrandIntro } from './brand-home-intro.js';
import { useServiceChoice, type HomeService } from './use-service-choice.js';
// Only a brand whose catalogue is the brand's shows its menu on its home: loaded then.
const BrandHomeMenu = lazy(() => import('./brand-home-menu.js'));

/**
 * The brand home (spec section 2 '/'): the brand's picture as a hero, logo, name and tagline, the
 * services, then the brand's offers, its branches and the footer with the static pages.
 */
export function BrandHome() {
  const { t } = useTranslation(['common', 'errors']);
  const { brand } = useStorefront();
  const { language, pick } = useLocalised();
  const [coupon, setCoupon] = useState<Discount | null>(null);
  const pagesBase = useHref('/pages/s/');
  const { discounts, isWelcome } = useBrandDiscounts();
  const outlets = useBrandOutlets(brand.setting.isPickupEnabled);
  const { setting } = brand;
  const arabic = language === 'ar';
  const name = arabic ? brand.brand.brandNameAR : brand.brand.brandName;
  const tagline = arabic ? setting.taglineAR : setting.taglineEN;
  const services = [
    setting.isDeliveryEnabled && ('DELIVERY' as const),
    setting.isPickupEnabled && ('PICKUP' as const),
  ].filter(Boolean) as HomeService[];
  const choice = useServiceChoice(services);

  return (
    <PageFrame>
      <BrandHomeHeader />
      <main className="pb-4">
        <BrandIntro
          name={name}
          tagline={tagline}
          services={services}
          current={choice.current}
          onChoose={choice.choose}
        />
        <div className="mt-6 grid gap-2">
          <CouponStrip discounts={listedDiscounts(discounts)} onOpen={setCoupon} />
          {brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE' && (
            <Suspense fallback={null}>
              <BrandHomeMenu onPick={choice.chooseItem} />
            </Suspense>
          )}
          <OutletList
            outlets={outlets.map((store) => ({
              id: store._id,
              name: pick({ en: store.baseLanguage.name, ar: store.translations.ar.name }),
              address: pick(store.manualAddress),
              phone: store.mobileNumber,
              isOpen: store.isOpened,
              pickupMinutes: store.averagePrepTimeForPickup,
            }))}
          />
        </div>
      </main>
      <Footer
        brandName={name}
        tagline={tagline}
        phone={brand.mobileNumber}
        pages={setting.staticPages}
        pageHref={(key) => `${pagesBase}${key}`}
      />
      <AreaPicker
        open={choice.areaOpen}
        onClose={choice.closeArea}
        onChoose={(event) => choice.chooseArea(event.area)}
      />
      <StorePicker open={choice.storeOpen} onClose={choice.resetSetup} onChoose={choice.chooseStore} />
      <Modal
        open={choice.serviceNotice}
        title={t('common:labels.message')}
        onClose={choice.closeServiceNotice}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('errors:serviceDisabled')}</p>
      </Modal>
      <Modal
        open={choice.paused !== null}
        title={t('common:labels.message')}
        onClose={choice.resetSetup}
        closeLabel={t('common:actions.close')}
      >
        <p>{t(`errors:${choice.paused ?? 'deliveryPaused'}`)}</p>
      </Modal>
      {coupon && (
        <OfferPopup open onClose={() => setCoupon(null)} discount={coupon} welcome={isWelcome(coupon._id)} />
      )}
    </PageFrame>
  );
}
