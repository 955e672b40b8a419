import { listedDiscounts, type Discount } from '@storefront/core';
import { useTranslation } from '@storefront/i18n/react';
import { useSelector } from '@xstate/react';
import { Button } from '@storefront/ui/button';
import { CouponStrip } from '@storefront/ui/coupon-strip';
import { DiscountInfoPopup } from '@storefront/ui/discount-info-popup';
import { Footer } from '@storefront/ui/footer';
import { Modal } from '@storefront/ui/modal';
import { OutletList } from '@storefront/ui/outlet-list';
import { useEffect, useRef, useState } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { LanguageToggle } from '@storefront/features/app-kit/app-shell';
import { useLocalised } from '@storefront/features/app-kit/localise';
import { useStorefront } from '@storefront/features/session/storefront-context';
import { useBrandDiscounts } from '@storefront/features/data/use-brand-discounts';
import { useBrandOutlets } from '@storefront/features/data/use-brand-outlets';
import { AreaPicker } from '@storefront/features/setup/area-picker';
import { takeStoreChoice } from '@storefront/features/setup/store-choice';
import { StorePicker } from '@storefront/features/setup/store-picker';

/**
 * The brand home (spec section 2 '/'): the brand's picture as a hero, logo, name and tagline, the
 * services, then the brand's offers, its branches and the footer with the static pages.
 */
export function BrandHome() {
  const { t } = useTranslation(['store', 'common', 'errors']);
  const { brand, setup, basket, session } = useStorefront();
  const { language, pick } = useLocalised();
  const navigate = useNavigate();
  const state = useSelector(setup, (snapshot) => snapshot);
  const mapped = brand.brand.deliveryMethods[0] === 'MAPPED_AREA_BASED';
  // The area and store sheets open for a choice made now: a service pressed here, or a change of
  // area, store or service asked for on the store page. A visit alone (a reload, Back, the first
  // page after an order) never opens them by itself.
  const [choiceUnderWay] = useState(takeStoreChoice);
  const [choosing, setChoosing] = useState(choiceUnderWay);
  const [areaOpen, setAreaOpen] = useState(
    () =>
      choiceUnderWay && !mapped && state.context.serviceType === 'DELIVERY' && state.matches('choosingArea'),
  );
  const [serviceNotice, setServiceNotice] = useState(false);
  const [coupon, setCoupon] = useState<Discount | null>(null);
  const pagesBase = useHref('/pages/s/');
  const { discounts, isWelcome } = useBrandDiscounts();
  const offers = listedDiscounts(discounts);
  const outlets = useBrandOutlets(brand.setting.isPickupEnabled);
  const arabic = language === 'ar';
  const name = arabic ? brand.brand.brandNameAR : brand.brand.brandName;
  const tagline = arabic ? brand.setting.taglineAR : brand.setting.taglineEN;

  const choose = (serviceType: 'DELIVERY' | 'PICKUP') => {
    // The same service with its store already chosen: straight back to that store's menu.
    if (state.context.serviceType === serviceType && state.context.storeId && state.matches('ready')) {
      void navigate('/store/store-detail');
      return;
    }
    setChoosing(true);
    setup.send({ type: 'service.choose', serviceType });
    // Mapped-area brands find the branch from the customer's point on the map (spec section 4).
    if (serviceType === 'DELIVERY' && mapped) void navigate('/address/select-delivery-area');
    else if (serviceType === 'DELIVERY') setAreaOpen(true);
  };

  const chooseArea = (area: Parameters<typeof setup.send>[0] & { type: 'area.choose' }) => {
    setAreaOpen(false);
    // Choosing an area empties the basket (spec section 4 "Service type and store selection").
    basket.send({ type: 'basket.clear' });
    setup.send(area);
  };

  const chooseStore = (storeId: string) => {
    // A basket belongs to one store: another store starts a new one.
    const { storeId: basketStore } = basket.getSnapshot().context;
    if (basketStore !== null && basketStore !== storeId) basket.send({ type: 'basket.clear' });
    setup.send({ type: 'store.choose', storeId });
  };

  // The store page opens after a choice made here, not when this page is reached with a store
  // already chosen (Back from the store page, 'Back to order'): that would trap the customer.
  const goToStore = state.matches('ready') && !areaOpen;
  const readyOnArrival = useRef(goToStore && !choiceUnderWay);
  useEffect(() => {
    if (goToStore && !readyOnArrival.current && state.context.storeId) void navigate('/store/store-detail');
    readyOnArrival.current = goToStore;
  }, [goToStore]); // eslint-disable-line react-hooks/exhaustive-deps

  const { setting } = brand;
  const services = [
    setting.isDeliveryEnabled && ('DELIVERY' as const),
    setting.isPickupEnabled && ('PICKUP' as const),
  ].filter(Boolean) as ('DELIVERY' | 'PICKUP')[];

  // A remembered service the brand has since disabled: say so, then use the first service still
  // offered once the notice is closed (spec section 4 "Brand load resolves service type").
  const remembered = state.context.serviceType;
  const disabled = remembered !== null && !services.some((offered) => offered === remembered);
  useEffect(() => {
    if (!disabled) return;
    setup.send({ type: 'setup.reset' });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the notice answers a stored choice found on load
    setServiceNotice(true);
  }, [disabled, setup]);

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface">
      <header className="flex items-center justify-between gap-3 bg-brand px-4 py-3 text-on-brand">
        {/* Guests sign in here, customers reach their account (orders, wallet) (spec section 6). */}
        <Link
          to={session ? '/auth/settings' : '/auth/login'}
          className="inline-flex min-h-10 items-center rounded-full border border-current px-4 text-sm font-semibold hover:opacity-80"
        >
          {session ? t('store:locationBar.account') : t('store:locationBar.login')}
        </Link>
        <LanguageToggle />
      </header>
      <div className="relative h-52 bg-canvas">
        {/* The brand's own picture as the hero; decorative, the name below says whose page it is. */}
        <img src={setting.brandImageHomeBG} alt="" className="size-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/30 to-transparent" />
      </div>
      <main className="pb-4">
        <div className="-mt-14 grid justify-items-center gap-2 px-4 text-center">
          <img
            className="relative size-24 rounded-3xl border-4 border-surface bg-surface object-cover shadow-lg"
            src={setting.brandLogoFirst}
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
                  variant={state.context.serviceType === service ? 'primary' : 'secondary'}
                  onClick={() => choose(service)}
                >
                  {service === 'DELIVERY'
                    ? t('store:serviceSwitch.delivery')
                    : t('store:serviceSwitch.pickup')}
                </Button>
              ))}
            </section>
          )}
        </div>
        <div className="mt-6 grid gap-2">
          <CouponStrip discounts={offers} onOpen={setCoupon} />
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
      <AreaPicker open={areaOpen} onClose={() => setAreaOpen(false)} onChoose={chooseArea} />
      <StorePicker
        open={choosing && state.matches('choosingStore')}
        onClose={() => setup.send({ type: 'setup.reset' })}
        onChoose={chooseStore}
      />
      <Modal
        open={serviceNotice}
        title={t('common:labels.message')}
        onClose={() => {
          setServiceNotice(false);
          if (services[0]) choose(services[0]);
        }}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('errors:serviceDisabled')}</p>
      </Modal>
      <Modal
        open={state.matches('paused')}
        title={t('common:labels.message')}
        onClose={() => setup.send({ type: 'setup.reset' })}
        closeLabel={t('common:actions.close')}
      >
        <p>{t(`errors:${state.context.paused ?? 'deliveryPaused'}`)}</p>
      </Modal>
      {coupon && (
        <DiscountInfoPopup
          open
          onClose={() => setCoupon(null)}
          discount={coupon}
          welcome={isWelcome(coupon._id)}
        />
      )}
    </div>
  );
}
