/**
 * What the card or wallet a payer offers decides: approve, challenge with 3-D Secure, or
 * decline (the public Stripe test cards, see ../card.ts), and which of its details are kept.
 */
import type { CardBehaviour, CheckedCard } from '../card.js';
import { PaymentError } from '../payment-error.js';
import type { PaymentPatch } from './payment-store.js';
import { MAX_WALLET_TOKEN_LENGTH, SANDBOX_WALLET_TOKENS, type WalletInput } from './types.js';

export type CardFields = Pick<
  PaymentPatch,
  'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear' | 'saveCard'
>;

/** A typed card confirms with what its number says; brand, last four and expiry are kept. */
export function cardPayment(
  card: CheckedCard,
  saveCard: boolean,
): { behaviour: CardBehaviour; cardFields: CardFields } {
  return {
    behaviour: card.behaviour,
    cardFields: {
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      saveCard,
    },
  };
}

/**
 * A wallet's token confirms without a challenge (the wallet authenticated the payer): approved,
 * or declined for `tok_declined`. The sandbox cannot read a card out of the token, so none is kept.
 */
export function walletPayment(wallet: WalletInput): { behaviour: CardBehaviour; cardFields: CardFields } {
  if (wallet.token.trim() === '' || wallet.token.length > MAX_WALLET_TOKEN_LENGTH) {
    throw new PaymentError('invalidRequest', 'wallet token missing or too long');
  }
  return {
    behaviour: wallet.token === SANDBOX_WALLET_TOKENS.declined ? 'decline' : 'approve',
    cardFields: { cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, saveCard: false },
  };
}
