import { expect, test, type Product } from '../fixtures/product.js';
import { openBoard, showColumn, STAFF } from '../fixtures/operator.js';

// A table paid its whole bill in cash, then the store cancelled its second round: the cash paid
// for that round must go back to the table, and only the staff can hand it back. The round's card
// on the staff's board says so in red, with the amount; the staff member says it was done, and
// the card says it was handed back. English and Arabic, each at its own table.

const ZAATAR = '6650a1e0c0ffee0000000001';
const JUMEIRAH = '6650a1e0c0ffee1000000001';

const B = {
  en: {
    givenBack: 'Given back to the table',
    toHandBack: (amount: string) => `Cash ${amount}: hand it back to the table`,
    button: (amount: string) => `Cash ${amount} handed back`,
    handedBack: (amount: string) => `Cash ${amount}: handed back`,
    aed: (fils: number) => `AED ${(fils / 100).toFixed(2)}`,
  },
  ar: {
    givenBack: 'ما أُعيد إلى الطاولة',
    toHandBack: (amount: string) => `نقدًا ${amount}: أعِده إلى الطاولة`,
    button: (amount: string) => `تمت إعادة ${amount} نقدًا`,
    handedBack: (amount: string) => `نقدًا ${amount}: أُعيد إلى الطاولة`,
    aed: (fils: number) => `${(fils / 100).toFixed(2)} AED`,
  },
} as const;

interface Session {
  version: number;
  rounds: { orderNumber: string; total: number }[];
  split?: { shares: { shareId: string; amount: number }[] };
}

/** The API as the apps call it: JSON in and out; a refusal fails the test with its answer. */
async function call<T>(product: Product, path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(`${product.origin}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { data: T };
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Table `tableNumber` at Jumeirah, as its diners and staff would leave it: two rounds of an item
 * without required options (three, then one), the bill split in two, both shares paid in cash at
 * the till, then the second round cancelled by the store. Answers that round and the cash to give back.
 */
async function paidInCashThenCancelled(product: Product, tableNumber: number) {
  const staff = await call<{ token: string }>(product, 'staff/sign-in', STAFF);
  const asStaff = { authorization: `Bearer ${staff.token}` };
  const tables = await fetch(`${product.origin}/api/v1/staff/tables?storeId=${JUMEIRAH}`, {
    headers: asStaff,
  });
  const { data } = (await tables.json()) as {
    data: { tableCodes: { tableNumber: number; tableToken: string }[] };
  };
  const tableToken = data.tableCodes.find((code) => code.tableNumber === tableNumber)!.tableToken;
  const opened = await call<{ dinerToken: string; session: Session }>(product, 'table-sessions/open', {
    brandId: ZAATAR,
    tableToken,
    name: 'Omar',
  });
  const diner = { 'X-Diner-Token': opened.dinerToken };
  const menu = await call<{
    storeMenu: {
      categories: {
        items: {
          itemId: {
            _id: string;
            categoryId: string;
            modifierGroups: { minimumAllowedSelection: number }[];
          };
        }[];
      }[];
    };
  }>(product, 'menus/get-dine-in-store-menu', { brandId: ZAATAR, storeId: JUMEIRAH, tableNumber });
  const item = menu.storeMenu.categories
    .flatMap((category) => category.items)
    .map((entry) => entry.itemId)
    .find((candidate) => candidate.modifierGroups.every((group) => group.minimumAllowedSelection === 0))!;
  let session = opened.session;
  for (const quantity of [3, 1]) {
    session = await call<Session>(
      product,
      'table-sessions/basket/add',
      {
        brandId: ZAATAR,
        version: session.version,
        itemId: item._id,
        categoryId: item.categoryId,
        quantity,
        sections: [],
      },
      diner,
    );
    session = await call<Session>(
      product,
      'table-sessions/send-round',
      { brandId: ZAATAR, version: session.version },
      diner,
    );
  }
  session = await call<Session>(
    product,
    'table-sessions/split',
    { brandId: ZAATAR, version: session.version, split: { mode: 'equal', parts: 2 } },
    diner,
  );
  for (const share of session.split!.shares) {
    await call(
      product,
      `staff/tables/${tableNumber}/shares/${share.shareId}/cash-received`,
      { storeId: JUMEIRAH },
      asStaff,
    );
  }
  const second = session.rounds[1]!;
  await call(
    product,
    `staff/orders/${second.orderNumber}/status`,
    { status: 'CANCELLED', reason: 'Out of bread' },
    asStaff,
  );
  return { orderNumber: second.orderNumber, cash: second.total };
}

for (const [lang, tableNumber] of [
  ['en', 19],
  ['ar', 20],
] as const) {
  const b = B[lang];

  test(`a table paid in cash, a round cancelled: the board says to hand the cash back, and staff say it was done (${lang})`, async ({
    page,
    product,
  }) => {
    const { orderNumber, cash } = await paidInCashThenCancelled(product, tableNumber);
    await openBoard(page, product, lang);
    await showColumn(page, lang, 'CLOSED');
    const card = page.getByRole('region', { name: orderNumber, exact: true });
    const givenBack = card.getByRole('region', { name: b.givenBack });
    const amount = b.aed(cash);
    await expect(givenBack.getByRole('listitem')).toHaveText([`${b.toHandBack(amount)}${b.button(amount)}`]);
    await givenBack.getByRole('button', { name: b.button(amount) }).click();
    await expect(givenBack.getByRole('listitem')).toHaveText([b.handedBack(amount)]);
    await expect(givenBack.getByRole('button')).toHaveCount(0);
    // The board read again (as after a reload) keeps it.
    await page.reload();
    await expect(
      page.getByRole('region', { name: orderNumber, exact: true }).getByRole('region', { name: b.givenBack }),
    ).toContainText(b.handedBack(amount));
  });
}
