import { fils } from '@storefront/core';
import type { paymentLinks } from '../schema.js';
import { demoBrandIds } from './brands.js';

type NewPaymentLink = typeof paymentLinks.$inferInsert;

/** 2026-11-20 09:30 Dubai. */
const CREATED = 1795584600;
/** 2025-10-01 09:30 Dubai: a link that expired long ago (two days after it was sent). */
const EXPIRED_CREATED = 1759296600;

/** Payment links the demo brands have sent to customers. */
export const demoPaymentLinks: NewPaymentLink[] = [
  {
    cartId: 'PL-ZH-24001',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(25000),
    purposeOfPayment: 'Catering deposit: mezze platters for 20 guests, Friday 27 November',
    message: 'Thank you for choosing Zaatar House for your gathering. The balance is due on delivery.',
    paymentGateway: 'CHECKOUTDOTCOM',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24002',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(12000),
    purposeOfPayment: 'Birthday cake order: knafeh cake for 12, pickup at Dubai Marina',
    message: 'Please pay to confirm; we start baking once the payment is received.',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-23990',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(8450),
    purposeOfPayment: 'Office breakfast order, Business Bay',
    message: 'Paid, thank you.',
    paymentGateway: 'STRIPE',
    paymentStatus: 'VERIFIED',
    transactionRef: 'pi_sbx_demo_paid_23990',
    receiptNumber: 'R-5C1E0A93D2',
    paidAt: CREATED - 86400,
    linkCreationDate: CREATED - 90000,
  },
  {
    cartId: 'PL-ZH-24003',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(18500),
    purposeOfPayment: 'Ramadan iftar boxes: 10 boxes, Thursday delivery to Jumeirah',
    message: 'Your boxes are reserved once the payment is received.',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24004',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(9500),
    purposeOfPayment: 'Manakish workshop for 5 children, Saturday morning',
    message: 'We will send the workshop details after the payment.',
    paymentGateway: 'CHECKOUTDOTCOM',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24005',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(32000),
    purposeOfPayment: 'Mezze tasting menu for 8, pickup at Saadiyat Island, Saturday 5 December',
    message: 'We confirm your table of platters once the payment is received.',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24006',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(14500),
    purposeOfPayment: 'Fresh bread subscription for December, delivered to Al Barsha on Fridays',
    message: 'Four Friday deliveries of zaatar and cheese manakish, sourdough and ka’ak.',
    paymentGateway: 'CHECKOUTDOTCOM',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24007',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(21000),
    purposeOfPayment: 'Graduation lunch: mixed grill and mezze for 15, delivered to Mirdif',
    message: 'Your order is confirmed once the payment is received.',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-24008',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(6750),
    purposeOfPayment: 'Eid sweets tray: maamoul and baklava, pickup at Jumeirah',
    message: 'We prepare your tray once the payment is received.',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
  {
    cartId: 'PL-ZH-23950',
    brandId: demoBrandIds.zaatarHouse,
    amount: fils(4200),
    purposeOfPayment: 'Weekend pastry box, reserved for pickup',
    message: 'This reservation was held for 48 hours.',
    paymentGateway: 'STRIPE',
    linkCreationDate: EXPIRED_CREATED,
    expiresAt: EXPIRED_CREATED + 2 * 86400,
  },
  {
    cartId: 'PL-KC-1001',
    brandId: demoBrandIds.karakCorner,
    amount: fils(6000),
    purposeOfPayment: 'Karak flask and chapati tray for the majlis',
    message: '',
    paymentGateway: 'STRIPE',
    linkCreationDate: CREATED,
  },
];
