import { createApiClient, type Schemas } from '@storefront/api';
import { fils } from '@storefront/core';
import type { AppServices } from '../app.js';
import { signIn, validLine } from './customers.js';

/** The brand's open pickup stores and, for the first, the simple items of its menu. */
export async function pickupMenu(baseUrl: string, brandId: string, storeName?: string) {
  const anonymous = createApiClient({ baseUrl });
  const stores = (await anonymous.POST('/store/get-stores-for-pickup', { body: { brandId } })).data!.stores;
  const store = stores.find(
    (candidate) => candidate.isOpened && (!storeName || candidate.baseLanguage.name.includes(storeName)),
  );
  if (!store) throw new Error(`no open pickup store ${storeName ?? ''}`);
  const menu = await anonymous.POST('/menus/get-pickup-store-menu', {
    body: { brandId, storeId: store._id },
  });
  const items = menu
    .data!.data.storeMenu.categories.flatMap((category) => category.items.map((entry) => entry.itemId))
    .filter(
      (item) =>
        item.price > 0 &&
        item.modifierGroups.every((group) => group.minimumAllowedSelection === 0) &&
        !item.unavailableStores.some((entry) => entry.storeId === store._id),
    );
  return { store, items };
}

/** A new customer's cash pickup order at the store, placed at the server's own price. */
export async function placePickupOrder(
  baseUrl: string,
  services: AppServices,
  brandId: string,
  storeName?: string,
) {
  return placePaidPickup({ baseUrl, origin: new URL(baseUrl).origin, services }, brandId, 'cash', storeName);
}

/**
 * A new customer's pickup order of two of the store's first simple item, at the server's own
 * price, paid in cash or by the sandbox card (the checkout's intent flow: the intent, the card
 * confirmed, the order placed with its reference).
 */
export async function placePaidPickup(
  server: { baseUrl: string; origin: string; services: AppServices },
  brandId: string,
  payment: 'card' | 'cash',
  storeName?: string,
  /** More of the order's body (a business customer's TRN, say). */
  extra: Partial<Schemas['PlaceOrderRequest']> = {},
) {
  const { baseUrl, origin, services } = server;
  const { store, items } = await pickupMenu(baseUrl, brandId, storeName);
  const customer = await signIn(baseUrl, services, brandId);
  const body = {
    brandId,
    storeId: store._id,
    serviceType: 'PICKUP' as const,
    cart: [validLine(items[0]!, 2)],
    timing: { type: 'ASAP' as const },
    pickupVehicleInfo: 'White Land Cruiser, plate 18692',
    expectedTotal: fils(1),
    idempotencyKey: `pickup-${Math.random().toString(36).slice(2)}`,
    ...extra,
  };
  const probe = await customer.client.POST('/order/place-order-v2', {
    body: { ...body, payment: { paymentType: 'CASH' } },
  });
  const totals = (probe.error as { data?: Schemas['Totals'] } | undefined)?.data;
  if (!totals) throw new Error(`expected PRICE_CHANGED, got ${JSON.stringify(probe.error ?? probe.data)}`);
  const total = totals.total;
  let paymentBody:
    | { paymentType: 'CASH' }
    | { paymentType: 'CREDIT_CARD'; transactionInfo: { gateway: 'intent'; reference: string } } = {
    paymentType: 'CASH',
  };
  let reference = '';
  if (payment === 'card') {
    const created = await customer.client.POST('/orders-checkout-payment/stripe/create-payment-intent-v2', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        brandId,
        amount: total,
        storeId: store._id,
        currency: 'aed',
        paymentMethod: 'CARD',
      },
    });
    const intent = created.data!.gatewayData.data;
    const confirmed = await fetch(new URL('/sandbox/intent/confirm', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: intent.client_secret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    });
    const status = ((await confirmed.json()) as { status: string }).status;
    if (status !== 'succeeded') throw new Error(`the sandbox card was not taken: ${status}`);
    reference = intent.id;
    paymentBody = { paymentType: 'CREDIT_CARD', transactionInfo: { gateway: 'intent', reference } };
  }
  const placed = await customer.client.POST('/order/place-order-v2', {
    body: { ...body, expectedTotal: total, payment: paymentBody },
  });
  if (!placed.data) throw new Error(`order refused: ${JSON.stringify(placed.error)}`);
  return { ...customer, store, order: placed.data.data.savedOrder, total, reference };
}

export interface ReceivedEvent {
  id: string;
  event: string;
  data: string;
}

/** A Server-Sent Events stream read with fetch, for tests: wait for events, then close it. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2) ?? '';
            if (field('event'))
              received.push({ id: field('id'), event: field('event'), data: field('data') });
            waiters.forEach((wake) => wake());
          }
        }
      } catch {
        // Aborted by close().
      }
      ended = true;
      waiters.forEach((wake) => wake());
    })();
  }
  /** Resolves with the events received once `count` of them match, within the time allowed. */
  async function until(predicate: (event: ReceivedEvent) => boolean, count = 1, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = received.filter(predicate);
      if (matching.length >= count) return matching;
      if (ended || Date.now() > deadline) {
        throw new Error(`stream: ${matching.length} of ${count} events; got ${JSON.stringify(received)}`);
      }
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, 100);
        waiters.add(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }
  return { response, received, until, close: () => controller.abort() };
}
