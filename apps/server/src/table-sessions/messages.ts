import { formatFils, type Fils } from '@storefront/core';
import { said } from '../http/messages.js';

/**
 * The most lines a table's shared basket (and so one round) holds: as many as a storefront cart
 * (`Cart` maxItems in the API description), each of at most 99.
 */
export const MAX_TABLE_BASKET_LINES = 100;

/** What the table-session calls say when they refuse (keys in packages/i18n `errors`). */
export const tableSessionMessages = {
  codeUnknown: said(
    'tableCodeUnknown',
    'This table code is not known. Please scan the code on your table again',
  ),
  joinCodeWrong: said(
    'tableJoinCodeWrong',
    'The code is not right. Ask someone at the table for the code on their screen.',
  ),
  joinPaused: said(
    'tableJoinPaused',
    'Joining this table is paused after too many wrong codes. Ask someone at the table to let you join again',
  ),
  joinTooMany: (minutes: number) =>
    said('tableJoinTooMany', `Too many wrong codes. Please try again in ${minutes} minutes`, { minutes }),
  notOpen: said(
    'tableSessionNotOpen',
    'This table has no open order any more. Please scan the code on your table again',
  ),
  dinerTokenInvalid: said('dinerTokenInvalid', 'Please scan the code on your table to join it'),
  changed: said(
    'tableSessionChanged',
    'Someone at the table changed the order just now. Here is the latest.',
  ),
  closed: said('tableSessionClosed', "This table's bill is paid and closed"),
  lineNotFound: said('tableLineNotFound', 'This line is no longer in the basket'),
  sessionNotFound: said('tableSessionNotFound', 'This table has no such open session'),
  sessionOwes: (owes: Fils) =>
    said(
      'tableSessionOwes',
      `This table still has AED ${formatFils(owes)} to pay. Take the payment before closing it`,
      { amount: `AED ${formatFils(owes)}` },
    ),
  basketFull: said(
    'tableBasketFull',
    `The table's basket is full (${MAX_TABLE_BASKET_LINES} lines). Please send this round before adding more`,
    { lines: MAX_TABLE_BASKET_LINES },
  ),
  shareBeingPaid: said('tableShareBeingPaid', 'This share is being paid by someone else.'),
  sharePaid: said('tableSharePaid', 'This share is already paid'),
  shareNotFound: said(
    'tableShareNotFound',
    'This share is no longer part of the bill. Please look at the split again',
  ),
  shareRefunded: said(
    'tableShareRefunded',
    'This share was paid meanwhile, so your payment has been refunded to your card',
  ),
  splitTooMuch: (remaining: string) =>
    said('tableSplitTooMuch', `The amounts are more than what is left to pay (${remaining})`, { remaining }),
  splitBadClaim: said(
    'tableSplitBadClaim',
    "Please claim items of this table's rounds, each at most once in whole",
  ),
  walletShort: said('tableShareWalletShort', 'Your wallet balance does not cover this share'),
  walletSignIn: said('loginToContinue', 'Please login to continue'),
  nothingToPay: said('tableNothingToPay', 'There is nothing left to pay'),
} as const;
