import type { Schemas } from '@storefront/contract';
import type { Fils } from '@storefront/core';

/**
 * The shapes an order row keeps in its JSON `details` column. They live with the schema so the
 * schema depends on nothing above the db layer; the API's order is built from them in
 * orders/to-api.ts.
 */

/** On an order that settled a dine-in tab: the orders its payment paid besides itself. */
export interface TabPaid {
  settledOrders: NonNullable<Schemas['Order']['settledOrders']>;
  tipBase: Fils;
  roundsTotal: Fils;
}

/** What an order row keeps in `details` besides its columns. */
export interface OrderDetails {
  storeInfo: Schemas['Order']['storeInfo'];
  deliveryAddress: Schemas['UserAddress'] | null;
  selectedArea: Schemas['SelectedArea'] | null;
  userInfo: Schemas['Order']['userInfo'];
  orderedMenu: Schemas['OrderLine'][];
  totals: Schemas['Totals'];
  discountApplied: Schemas['Order']['discountApplied'];
  isPreOrder: boolean;
  preOrderSlot: Schemas['PreOrderSlot'] | null;
  preOrderDay: string | null;
  orderLevelSpecialRequest: string;
  pickupVehicleInfo: string;
  transactionInfo: { gateway: string; reference: string } | null;
  feedback?: { rating: number; comment: string } | null;
  /** On an order that settled a dine-in tab: what its payment paid besides itself. */
  settlement?: TabPaid;
  /** On a pay-later order whose tab was settled: the order that paid it. */
  settledBy?: NonNullable<Schemas['Order']['settledBy']>;
  /** On a pay-later order the staff took in cash with the rest of its table's tab. */
  cashSettlement?: { staffId: string; staffName: string; at: string; total: Fils };
  /** On a paid order the store cancelled or rejected: its card payment's refund (orders/give-back.ts). */
  refund?: Schemas['OrderRefund'];
  /**
   * On a table session's round cancelled or rejected after shares were paid beyond the new bill:
   * what each share gave back (table-sessions/overpaid.ts), for the board. `key` names a card
   * give-back's payment and part, so its gateway's answer updates it.
   */
  giveBacks?: (Schemas['TableGiveBack'] & { key: string })[];
  /** What the card payment's gateway reported later: a dispute, money given back from its dashboard. */
  paymentNotice?: Schemas['PaymentNotice'];
  /** All the gateway said was refunded of the payment so far, ours included (webhooks/payment-notices.ts). */
  refundsReported?: Fils;
  /** On a round of a shared table session: the diner who sent it and who added each line. */
  tableRound?: { sessionId: string; sentBy: string; addedBy: string[] };
  /**
   * The lines (by index) an item-specific discount applied to, for the invoice's discount column;
   * left out when the discount applied to every line, or there was none.
   */
  discountLines?: number[];
  /** A business customer's name and TRN for a full tax invoice (docs/invoices.md). */
  taxRecipient?: { name: string; trn: string | null } | null;
}
