/**
 * Prices realistic baskets with @storefront/core for about 3 seconds and prints baskets priced
 * per second of wall time and per second of this process's CPU time (steadier when other work
 * shares the machine). Run: cd bench && npx tsx core-pricing.bench.ts
 */
import {
  type BasketLine,
  type Discount,
  type Percent,
  type PriceOrderInput,
  type UnixSeconds,
  fils,
  priceOrder,
} from '@storefront/core';

const DURATION_MS = Number(process.argv[2] ?? 3000);
const now = 1_767_600_000 as UnixSeconds;

function basket(seed: number): BasketLine[] {
  return Array.from({ length: 20 }, (_, i) => ({
    itemId: `item-${(seed + i) % 60}`,
    quantity: 1 + ((seed + i) % 3),
    price: fils(900 + ((seed * 7 + i * 131) % 6000)),
    sections: [
      { _id: 'size', options: [{ _id: `size-${i % 3}`, quantity: 1, price: fils((i % 3) * 250) }] },
      {
        _id: 'extras',
        options: [
          { _id: 'cheese', quantity: 1 + (i % 2), price: fils(300) },
          { _id: 'sauce', quantity: 1, price: fils(150) },
        ],
      },
    ],
  }));
}

const discount: Discount = {
  _id: 'd1',
  discountCode: 'SAVE15',
  discountType: 'percentage',
  discountAmount: 15 as Percent,
  maximumDiscountValue: fils(5000),
  minOrderValue: fils(5000),
  isApplicableOnAllStores: true,
  isApplicableOnAllItems: false,
  discountAppliedOnSpecificItems: Array.from({ length: 30 }, (_, i) => ({ itemId: `item-${i * 2}` })),
  discountAppliedOnSpecificStores: [],
  serviceType: [{ serviceName: 'DELIVERY' }],
  discountApplication: 'manual',
  isActive: true,
};

const inputs: PriceOrderInput[] = Array.from({ length: 64 }, (_, seed) => ({
  serviceType: 'DELIVERY',
  storeId: 'store-1',
  lines: basket(seed),
  taxRate: 5 as Percent,
  discount,
  delivery: {
    areaFee: fils(1000),
    areaMinOrder: fils(3000),
    waiver: { onOrderAmount: { isEnabled: true, amount: fils(40_000) } },
  },
  now,
}));

// Warm up, and check every basket prices.
for (const input of inputs) if (!priceOrder(input).ok) throw new Error('benchmark basket refused');

let priced = 0;
let checksum = 0;
const cpuStart = process.cpuUsage();
const start = performance.now();
let elapsed = 0;
while (elapsed < DURATION_MS) {
  for (let i = 0; i < 256; i += 1) {
    const result = priceOrder(inputs[(priced + i) & 63] as PriceOrderInput);
    if (result.ok) checksum += result.value.grandTotal;
  }
  priced += 256;
  elapsed = performance.now() - start;
}
const perSecond = Math.round((priced / elapsed) * 1000);
// On a shared machine wall time counts other processes' turns; CPU time of this process does not.
const cpu = process.cpuUsage(cpuStart);
const perCpuSecond = Math.round((priced / (cpu.user + cpu.system)) * 1_000_000);
console.log(`core-pricing: priceOrder, 20 lines with options, discount, tax, delivery waiver`);
console.log(
  `${priced} baskets in ${(elapsed / 1000).toFixed(2)} s = ${perSecond.toLocaleString('en-US')} baskets/s (checksum ${checksum % 1_000_000})`,
);
console.log(`${perCpuSecond.toLocaleString('en-US')} baskets per CPU-second of this process`);
