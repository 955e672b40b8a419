import { createApiClient, type ApiClient, type Schemas } from '@storefront/api';
import type { AppServices } from '../app.js';

let counter = 0;

/** A UAE mobile number no other test uses. */
export function uniquePhone(): string {
  counter += 1;
  return `+97155${String(Date.now() % 100000).padStart(5, '0')}${String(counter).padStart(2, '0')}`.slice(
    0,
    13,
  );
}

/** Signs a customer in through the real calls and the dev outbox; answers a client carrying the token. */
export async function signIn(
  baseUrl: string,
  services: AppServices,
  brandId: string,
  phoneNumber = uniquePhone(),
): Promise<{ client: ApiClient; token: string; user: Schemas['CurrentUser'] }> {
  const anonymous = createApiClient({ baseUrl });
  const sent = await anonymous.POST('/user/password-less-login-v2', { body: { brandId, phoneNumber } });
  if (!sent.data) throw new Error(`sign-in code refused: ${JSON.stringify(sent.error)}`);
  const code = services.outbox?.outbox(sent.data.data.phoneNumber)[0]?.code;
  if (!code) throw new Error('no code in the outbox');
  const verified = await anonymous.POST('/user/verify-account-v2', {
    body: { brandId, phoneNumber, verificationCode: code },
  });
  if (!verified.data) throw new Error(`verification refused: ${JSON.stringify(verified.error)}`);
  const { token, user } = verified.data.data;
  return { client: createApiClient({ baseUrl, getToken: () => token }), token, user };
}

/**
 * A basket line the menu accepts: the item with the fewest picks its required groups allow
 * (the first modifiers of each group, up to its minimum).
 */
export function validLine(item: Schemas['Item'], quantity = 1): Schemas['CartLine'] {
  return {
    itemId: item._id,
    categoryId: item.categoryId,
    quantity,
    price: item.price,
    sections: item.modifierGroups
      .filter((group) => group.minimumAllowedSelection > 0)
      .map((group) => ({
        _id: group._id,
        options: group.modifiers
          .slice(0, group.minimumAllowedSelection)
          .map((modifier) => ({ _id: modifier._id, quantity: 1, price: modifier.price })),
      })),
  };
}
