import { resolveError, type Schemas } from '@storefront/api';
import {
  hasStepper,
  isOrderingAllowed,
  isOutOfStock,
  itemDisplayPrice,
  lineTotal,
  listedDiscounts,
  missingModifierGroups,
  saleBadgeDiscount,
  saleMinimumOrder,
  setModifierQuantity,
  toggleModifier,
  type BasketSection,
  type Discount,
  type Fils,
  type MenuItem,
  type UnixSeconds,
} from '@storefront/core';
import { formatAed, translateServerError, type ServerErrorLike } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui/button';
import { CodeOffer } from '@storefront/ui/code-offer';
import { ImageSlider } from '@storefront/ui/image-slider';
import { Modal } from '@storefront/ui/modal';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../app-kit/api.js';
import { useLocalised } from '../app-kit/localise.js';
import { useStorefront } from '../session/storefront-context.js';
import { useOffers } from '../data/use-offers.js';
import { useStoreMenu } from '../data/use-store-menu.js';
import { useCheckoutChoices } from '../checkout/checkout-state.js';
import { rememberDirectItem } from './direct-item.js';
import { timingStoreOf } from '../setup/timing-store.js';
import { useAppRoutes } from '../app-kit/routes.js';

type ItemState =
  | { status: 'loading' }
  | { status: 'ready'; item: Schemas['Item'] }
  | { status: 'removed' }
  | { status: 'error'; error: ServerErrorLike };

/**
 * Item detail (spec sections 2 and 4): pictures, title, price, options with their min/max rules,
 * quantity and the bottom button, which says what the customer can do: add (with the line
 * total), 'Select your location' / 'Select store' before a store is chosen (a direct link), or
 * 'continue shopping' when the item is out of stock or the store cannot take the order.
 */
export function ItemPage({ preview }: { preview?: { back: string; image: string } }) {
  const routes = useAppRoutes();
  const { t } = useTranslation(['store', 'errors', 'common']);
  const params = useParams();
  const [search] = useSearchParams();
  const itemId = params.itemId ?? search.get('itemId') ?? '';
  const categoryId = params.categoryId ?? search.get('categoryId') ?? '';
  const { brand, setup, basket } = useStorefront();
  // The store as its menu describes it (cached from the store page), for the open/pre-order rule.
  const menu = useStoreMenu(0, { reuse: true });
  const brandBased = brand.brand.catalogueType === 'BRAND_BASED_CATALOGUE';
  const backTo = preview ? preview.back : routes.menu();
  const imagePath = preview ? preview.image : routes.itemImage(brandBased);
  const { pick, language } = useLocalised();
  const navigate = useNavigate();
  const { storeId, serviceType } = useSelector(setup, (snapshot) => snapshot.context);
  const [state, setState] = useState<ItemState>({ status: 'loading' });
  const [sections, setSections] = useState<readonly BasketSection[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [showMissing, setShowMissing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [now] = useState(() => Math.floor(Date.now() / 1000) as UnixSeconds);
  const groupRefs = useRef(new Map<string, HTMLFieldSetElement>());
  const offers = useOffers();
  const { choices, update: updateChoices } = useCheckoutChoices();
  // Preview and direct links (no store chosen yet) read the brand-wide item.
  const atStore = !preview && storeId !== null && serviceType !== null;

  useEffect(() => {
    const brandId = brand.brand._id;
    const request = atStore
      ? api.POST('/items/get-item-detail', {
          body: {
            brandId,
            storeId: storeId!,
            itemId,
            categoryId,
            serviceType: serviceType!,
            menuId: storeId!,
          },
        })
      : api.POST('/menus/get-menu-item-detail', {
          body: { brandId, itemId, ...(categoryId && { categoryId }) },
        });
    let cancelled = false;
    request
      .then(({ data, error, response }) => {
        if (cancelled) return;
        // 404: the item left the menu; anything else is the server's own message.
        if (data) setState({ status: 'ready', item: data.data.itemInfo });
        else if (response.status === 404) setState({ status: 'removed' });
        else setState({ status: 'error', error: resolveError(error) });
      })
      .catch((failure: unknown) => !cancelled && setState({ status: 'error', error: resolveError(failure) }));
    return () => {
      cancelled = true;
    };
  }, [brand.brand._id, atStore, storeId, serviceType, itemId, categoryId]);

  if (state.status === 'loading')
    return (
      <p role="status" className="p-6 text-center">
        {t('common:labels.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="mx-auto grid max-w-panel gap-4 p-6 text-center">
        <p role="alert">{translateServerError(state.error, language)}</p>
        <Link to={atStore || preview ? backTo : '/'} className="font-semibold underline">
          {t('store:item.goToMenu')}
        </Link>
      </div>
    );
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

  const { item } = state;
  const coreItem = item as unknown as MenuItem;
  const missing = missingModifierGroups(coreItem, sections);
  const total = lineTotal({ quantity, price: item.price as Fils, sections });
  const groupName = (group: Schemas['ModifierGroup']) =>
    pick({ en: group.baseLanguage.name, ar: group.translations.ar.name });

  const store = atStore && menu.status === 'ready' ? menu.menu.storeInfo : undefined;
  const outOfStock = atStore && isOutOfStock(coreItem, storeId!, now);
  // Neither open nor taking pre-orders for the service: the store cannot take this order now.
  const storeClosed =
    store !== undefined &&
    !isOrderingAllowed(timingStoreOf(store, serviceType === 'PICKUP' ? 'PICKUP' : 'DELIVERY'));
  const title = pick({ en: item.baseLanguage.title, ar: item.translations.ar.title });
  // The same sale price as the menu card, and what it needs (spec section 5 "Discount display").
  const sale =
    atStore && !outOfStock
      ? saleBadgeDiscount(listedDiscounts(offers as unknown as Discount[]), {
          itemId: item._id,
          storeId: storeId!,
          serviceType: serviceType!,
        })
      : null;
  const display = itemDisplayPrice(item.price as Fils, sale);
  const onSale = sale !== null && display.kind === 'price' && display.originalPrice !== null;

  const chooseLocation = () => {
    // After the choice the store page opens this item again, looked up by its title (spec section 4).
    rememberDirectItem(item.baseLanguage.title);
    void navigate(routes.home());
  };

  const add = () => {
    if (preview || !storeId) return;
    if (missing.length > 0) {
      setShowMissing(true);
      groupRefs.current.get(missing[0]!.groupId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      groupRefs.current.get(missing[0]!.groupId)?.focus();
      return;
    }
    basket.send({
      type: 'basket.add',
      storeId,
      line: {
        itemId: item._id,
        categoryId,
        quantity,
        price: item.price as Fils,
        sections,
        title: { en: item.baseLanguage.title, ar: item.translations.ar.title },
        optionNames: sections.flatMap((section) => {
          const group = item.modifierGroups.find((entry) => entry._id === section._id);
          return section.options.map((option) => {
            const modifier = group?.modifiers.find((entry) => entry._id === option._id);
            const name = { en: modifier?.baseLanguage.name ?? '', ar: modifier?.translations.ar.name ?? '' };
            return option.quantity > 1
              ? { en: `${option.quantity} × ${name.en}`, ar: `${option.quantity} × ${name.ar}` }
              : name;
          });
        }),
        ...(item.images[0] && { image: item.images[0].url }),
      },
    });
    // Replace the item in history: Back from the store page does not reopen the item just added.
    void navigate(backTo, { replace: true });
  };

  return (
    <div className="mx-auto min-h-dvh max-w-panel bg-surface pb-28">
      <header className="flex items-center gap-3 px-2 py-2">
        <Link
          to={atStore || preview ? backTo : '/'}
          aria-label={t('common:actions.back')}
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
      <section className="grid gap-2 px-4 py-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <span>
            {display.kind === 'price' ? formatAed(display.price, language) : t('store:item.priceOnSelection')}
          </span>
          {display.kind === 'price' && display.originalPrice !== null && (
            <del className="text-base font-normal text-muted">
              {formatAed(display.originalPrice, language)}
            </del>
          )}
          {onSale && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
              {t('store:coupons.sale')}
            </span>
          )}
          {outOfStock && (
            <span className="rounded-full border border-danger px-2 py-0.5 text-xs font-bold text-danger">
              {t('store:item.outOfStock')}
            </span>
          )}
        </p>
        {onSale && (
          <CodeOffer
            code={sale.discountCode}
            minimumOrder={saleMinimumOrder(sale)}
            applied={choices.discountCode?.toUpperCase() === sale.discountCode.toUpperCase()}
            onApply={() => updateChoices({ discountCode: sale.discountCode, useLoyalty: false })}
          />
        )}
        <p className="text-muted">
          {pick({ en: item.baseLanguage.description, ar: item.translations.ar.description })}
        </p>
      </section>
      {item.modifierGroups.map((group) => {
        const groupMissing = showMissing && missing.some((entry) => entry.groupId === group._id);
        const section = sections.find((entry) => entry._id === group._id);
        const min = group.minimumAllowedSelection;
        return (
          <fieldset
            key={group._id}
            ref={(element) => {
              if (element) groupRefs.current.set(group._id, element);
            }}
            tabIndex={-1}
            aria-invalid={groupMissing || undefined}
            className={`mx-4 mb-4 rounded-2xl border p-4 ${groupMissing ? 'border-danger' : 'border-line'}`}
          >
            <legend className="px-1 font-semibold">
              {groupName(group)}{' '}
              <span className="text-sm font-normal text-muted">
                ({min > 0 ? t('store:item.required') : t('store:item.optional')})
              </span>
            </legend>
            {groupMissing && (
              <p role="alert" className="mb-2 text-sm font-semibold text-danger">
                {t(min === 1 ? 'errors:modifierMinimumOne' : 'errors:modifierMinimumOther', {
                  minimum: min,
                  group: groupName(group),
                })}
              </p>
            )}
            <ul className="grid gap-1">
              {group.modifiers.map((modifier) => {
                const picked = section?.options.find((option) => option._id === modifier._id);
                const label = pick({ en: modifier.baseLanguage.name, ar: modifier.translations.ar.name });
                const coreGroup = group as unknown as MenuItem['modifierGroups'][number];
                const coreModifier =
                  modifier as unknown as MenuItem['modifierGroups'][number]['modifiers'][number];
                return (
                  <li key={modifier._id} className="flex min-h-11 items-center justify-between gap-3">
                    <label className="flex flex-1 items-center gap-3">
                      <input
                        type={group.isSingleSelection ? 'radio' : 'checkbox'}
                        name={group._id}
                        checked={Boolean(picked)}
                        onChange={() => setSections(toggleModifier(sections, coreGroup, coreModifier))}
                        className="size-5 accent-brand"
                      />
                      <span>{label}</span>
                    </label>
                    {modifier.price > 0 && (
                      <span className="text-sm text-muted">+{formatAed(modifier.price, language)}</span>
                    )}
                    {picked && hasStepper(coreModifier) && (
                      <span className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-label={`− ${label}`}
                          className="size-11 rounded-full border border-line"
                          onClick={() => {
                            if (picked.quantity <= 1)
                              setSections(toggleModifier(sections, coreGroup, coreModifier));
                            else
                              setSections(
                                setModifierQuantity(sections, coreGroup, coreModifier, picked.quantity - 1)
                                  .sections,
                              );
                          }}
                        >
                          −
                        </button>
                        <span aria-live="polite">{picked.quantity}</span>
                        <button
                          type="button"
                          aria-label={`+ ${label}`}
                          className="size-11 rounded-full border border-line"
                          onClick={() => {
                            const change = setModifierQuantity(
                              sections,
                              coreGroup,
                              coreModifier,
                              picked.quantity + 1,
                            );
                            setSections(change.sections);
                            setNotice(
                              change.error?.key === 'modifierMaxQuantity'
                                ? t('errors:modifierMaxQuantity', {
                                    quantity: modifier.maximumOrderQuantity,
                                    name: label,
                                  })
                                : null,
                            );
                          }}
                        >
                          +
                        </button>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {notice && (
        <p role="status" className="mx-4 text-sm text-danger">
          {notice}
        </p>
      )}
      <div className="mx-4 flex items-center justify-center gap-4 py-2">
        <button
          type="button"
          aria-label={`${t('store:item.quantity')} −`}
          disabled={quantity <= 1}
          onClick={() => setQuantity(quantity - 1)}
          className="size-11 rounded-full border border-line disabled:opacity-40"
        >
          −
        </button>
        <span
          aria-label={t('store:item.quantity')}
          aria-live="polite"
          className="min-w-8 text-center text-lg font-semibold"
        >
          {quantity}
        </span>
        <button
          type="button"
          aria-label={`${t('store:item.quantity')} +`}
          onClick={() => setQuantity(quantity + 1)}
          className="size-11 rounded-full border border-line"
        >
          +
        </button>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-panel bg-surface p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
        {preview ? (
          <Button block disabled>
            {t('store:item.previewOnly')}
          </Button>
        ) : !atStore ? (
          <Button block onClick={chooseLocation}>
            {serviceType === 'PICKUP' ? t('store:item.selectStore') : t('store:item.selectLocation')}
          </Button>
        ) : outOfStock || storeClosed ? (
          <Button block variant="secondary" onClick={() => void navigate(backTo)}>
            {t('store:item.continueShopping')}
          </Button>
        ) : (
          <Button block onClick={add}>
            <span>{t('store:item.addToBasket', { quantity })}</span>
            <span aria-hidden="true">·</span>
            <span>{formatAed(total, language)}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
