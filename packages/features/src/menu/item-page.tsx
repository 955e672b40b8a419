/** The item page route: reads the item, then shows it, or says it left the menu or could not load. */
import type { Schemas } from '@storefront/api';
import { toCoreDiscount, toCoreItem, toCoreUnavailableStores } from '@storefront/api/to-core';
import {
  isOrderingAllowed,
  isOutOfStock,
  lineTotal,
  listedDiscounts,
  missingModifierGroups,
  saleBadgeDiscount,
  type BasketSection,
  type UnixSeconds,
} from '@storefront/core';
import type { SetupService } from '@storefront/flows';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { ImageSlider } from '@storefront/ui/image-slider';
import { Modal } from '@storefront/ui/modal';
import { ModifierGroup } from '@storefront/ui/modifier-group';
import { PageFrame } from '@storefront/ui/page-frame';
import { QuantityStepper } from '@storefront/ui/quantity-stepper';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalised } from '../app-kit/localise.js';
import { ServerErrorText } from '../app-kit/server-error.js';
import { useAppRoutes } from '../app-kit/routes.js';
import { useOffers } from '../data/use-offers.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { useStorefront } from '../session/storefront-context.js';
import { timingStoreOf } from '../setup/timing-store.js';
import { useTableAdd } from '../table-session/table-context.js';
import { rememberDirectItem } from './direct-item.js';
import { ItemAction, type ItemActionKind } from './item-action.js';
import { basketLineOf, localNames } from './item-line.js';
import { ItemSummary } from './item-summary.js';
import { useItemDetail } from './use-item-detail.js';

type Preview = { back: string; image: string };

/** DOM id of a modifier group, to bring the first missing one into view. */
const groupDomId = (groupId: string) => `modifier-group-${groupId}`;

/**
 * Item detail (spec sections 2 and 4): pictures, title, price, options with their min/max rules,
 * quantity and the bottom button, which says what the customer can do: add (with the line
 * total), 'Select your location' / 'Select store' before a store is chosen (a direct link), or
 * 'continue shopping' when the item is out of stock or the store cannot take the order.
 */
export function ItemPage({ preview }: { preview?: Preview }) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['store', 'errors', 'common']);
  const params = useParams();
  const [search] = useSearchParams();
  const itemId = params.itemId ?? search.get('itemId') ?? '';
  const categoryId = params.categoryId ?? search.get('categoryId') ?? '';
  const { setup, brand } = useStorefront();
  const navigate = useNavigate();
  const { storeId, serviceType } = useSelector(setup, (snapshot) => snapshot.context);
  // Preview and direct links (no store chosen yet) read the brand-wide item.
  const place = !preview && storeId !== null && serviceType !== null ? { storeId, serviceType } : null;
  const state = useItemDetail(itemId, categoryId, place);
  const backTo = preview ? preview.back : routes.menu();

  if (state.status === 'loading')
    return (
      <p role="status" className="p-6 text-center">
        {t('common:labels.loading')}
      </p>
    );
  if (state.status === 'error' || state.status === 'storeMissing') {
    // A store the brand removed: 'Something Went wrong' and home (spec section 8).
    const gone = state.status === 'storeMissing';
    return (
      <div className="mx-auto grid max-w-panel gap-4 p-6 text-center">
        <p role="alert">{gone ? t('errors:itemStoreMissing') : <ServerErrorText error={state.error} />}</p>
        <Link to={(place || preview) && !gone ? backTo : '/'} className="font-semibold underline">
          {gone ? t('common:actions.goHome') : t('store:item.goToMenu')}
        </Link>
      </div>
    );
  }
  if (state.status === 'removed') {
    // Item removed from the menu (spec section 4): 'Go to menu' returns to a fresh store page.
    return (
      <Modal
        open
        title={t('store:item.removedTitle')}
        onClose={() => void navigate(backTo, { replace: true })}
        closeLabel={t('common:actions.close')}
        footer={
          <Button type="button" onClick={() => void navigate(backTo, { replace: true })}>
            {t('store:item.goToMenu')}
          </Button>
        }
      >
        <p>{t('errors:itemRemoved')}</p>
      </Modal>
    );
  }
  return (
    <ItemView
      item={state.item}
      categoryId={categoryId}
      place={place}
      // Before a service is chosen, a brand that only offers pickup asks for a store.
      pickup={serviceType === 'PICKUP' || (!serviceType && !brand.setting.isDeliveryEnabled)}
      backTo={backTo}
      {...(preview && { preview })}
    />
  );
}

/** The loaded item: pictures, summary, option groups, quantity and the bottom action. */
function ItemView({
  item,
  categoryId,
  place,
  pickup,
  backTo,
  preview,
}: {
  item: Schemas['Item'];
  categoryId: string;
  place: { storeId: string; serviceType: SetupService } | null;
  pickup: boolean;
  backTo: string;
  preview?: Preview;
}) {
  const routes = useAppRoutes();
  const { t } = useTranslation('common');
  const { brand, basket } = useStorefront();
  const { pick } = useLocalised();
  const navigate = useNavigate();
  // The store as its menu describes it (cached from the store page), for the open/pre-order rule.
  const menu = useStoreMenu(0, { reuse: true });
  const offers = useOffers();
  const [picked, setSections] = useState<readonly BasketSection[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [showMissing, setShowMissing] = useState(false);
  // At a table in a shared session, the line goes to the table's basket on the server.
  const table = useTableAdd(() => void navigate(backTo, { replace: true }));
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const imagePath = preview ? preview.image : routes.itemImage(brandBased);
  const coreItem = toCoreItem(item);
  const store = place && menu.status === 'ready' ? menu.menu.storeInfo : undefined;
  const outOfStock = place !== null && isOutOfStock(coreItem, place.storeId, now);
  // Options the kitchen sold out at this store (docs/kitchen.md): not choosable, and dropped if
  // chosen before.
  const { soldOutOptions, sections } = useSoldOutOptions(item, place?.storeId ?? null, now, picked);
  const missing = missingModifierGroups(coreItem, sections);
  // Neither open nor taking pre-orders for the service: the store cannot take this order now.
  const storeClosed =
    store !== undefined &&
    !isOrderingAllowed(
      timingStoreOf(store, place?.serviceType === 'DINE_IN' ? 'DINE_IN' : pickup ? 'PICKUP' : 'DELIVERY'),
    );
  const title = pick({ en: item.baseLanguage.title, ar: item.translations.ar.title });
  // The same sale price as the menu card, and what it needs (spec section 5 "Discount display").
  const sale =
    place && !outOfStock
      ? saleBadgeDiscount(listedDiscounts(offers.map((offer) => toCoreDiscount(offer, pick))), {
          itemId: item._id,
          ...place,
        })
      : null;
  const names = localNames(item.modifierGroups, pick);
  const action: ItemActionKind = preview
    ? 'preview'
    : !place
      ? 'choosePlace'
      : outOfStock || storeClosed
        ? 'unavailable'
        : 'add';

  const add = () => {
    if (!place) return;
    const first = missing[0];
    if (first) {
      setShowMissing(true);
      const element = document.getElementById(groupDomId(first.groupId));
      element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      element?.focus();
      return;
    }
    const line = basketLineOf(item, categoryId, quantity, sections);
    if (table.add) return table.add(line);
    basket.send({ type: 'basket.add', storeId: place.storeId, line });
    // Replace the item in history: Back from the store page does not reopen the item just added.
    void navigate(backTo, { replace: true });
  };

  return (
    <PageFrame bottomSpace="bar">
      <header className="flex items-center gap-3 px-2 py-2">
        <Link
          to={place || preview ? backTo : '/'}
          aria-label={t('actions.back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-canvas"
        >
          <span aria-hidden="true" className="text-2xl rtl:-scale-x-100">
            ←
          </span>
        </Link>
      </header>
      {item.images.length > 0 && (
        <ImageSlider
          images={item.images}
          title={title}
          onOpen={(index) =>
            void navigate(imagePath, { state: { urls: item.images.map((image) => image.url), index, title } })
          }
        />
      )}
      <ItemSummary
        title={title}
        description={pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
        price={coreItem.price}
        sale={sale}
        outOfStock={outOfStock}
      />
      <div className="grid gap-4 px-4 pb-4">
        {coreItem.modifierGroups.map((group) => (
          <ModifierGroup
            key={group._id}
            id={groupDomId(group._id)}
            group={group}
            sections={sections}
            onChange={setSections}
            invalid={showMissing && missing.some((entry) => entry.groupId === group._id)}
            nameOf={(entry) => names.get(entry._id) ?? entry.baseLanguage.name}
            soldOut={soldOutOptions}
          />
        ))}
      </div>
      <div className="mx-4 flex items-center justify-center py-2">
        <QuantityStepper value={quantity} onChange={setQuantity} />
      </div>
      {table.error && (
        <p role="alert" className="px-4 pb-2 text-center text-danger">
          <ServerErrorText error={table.error} />
        </p>
      )}
      <ItemAction
        kind={action}
        pickup={pickup}
        quantity={quantity}
        total={lineTotal({ quantity, price: coreItem.price, sections })}
        onChoosePlace={() => {
          // After the choice the store page opens this item again, looked up by its title (spec section 4).
          rememberDirectItem(item.baseLanguage.title);
          void navigate(routes.home());
        }}
        onContinueShopping={() => void navigate(backTo)}
        onAdd={add}
      />
    </PageFrame>
  );
}

/**
 * The item's options the kitchen has sold out at the store (docs/kitchen.md), and the sections
 * chosen less those options: an option sold out while the page is open is dropped from the line.
 */
function useSoldOutOptions(
  item: Schemas['Item'],
  storeId: string | null,
  now: UnixSeconds,
  picked: readonly BasketSection[],
): { soldOutOptions: ReadonlySet<string>; sections: readonly BasketSection[] } {
  const soldOutKey = storeId
    ? item.modifierGroups
        .flatMap((group) => group.modifiers)
        .filter(
          (modifier) =>
            modifier.unavailableStores &&
            isOutOfStock(
              { unavailableStores: toCoreUnavailableStores(modifier.unavailableStores) },
              storeId,
              now,
            ),
        )
        .map((modifier) => modifier._id)
        .join(' ')
    : '';
  const soldOutOptions = useMemo(() => new Set(soldOutKey.split(' ').filter(Boolean)), [soldOutKey]);
  const sections = useMemo(
    () =>
      soldOutOptions.size === 0
        ? picked
        : picked.map((section) => ({
            ...section,
            options: section.options.filter((option) => !soldOutOptions.has(option._id)),
          })),
    [picked, soldOutOptions],
  );
  return { soldOutOptions, sections };
}
