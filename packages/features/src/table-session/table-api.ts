/** The table-session calls over the product API, the diner's token in `X-Diner-Token`. */
import { resolveError, type ResolvedError, type Schemas } from '@storefront/api';
import type { BasketSection, Fils } from '@storefront/core';
import { api } from '../app-kit/api.js';

export type TableSession = Schemas['TableSession'];
export type TableShare = Schemas['TableShare'];
export type TableLine = Schemas['TableLine'];
export type TableSplitChoice = Schemas['TableSplitChoice'];

/** What opening or joining answers: in (with the diner's token), or the code is needed first. */
export type TableEntryAnswer =
  | { kind: 'in'; session: TableSession; dinerToken: string }
  | { kind: 'joinRequired'; tableNumber: number; storeName: Schemas['TableText'] };

/** A call's outcome: the new session, the server's session after a version conflict, or an error. */
export type TableCallResult =
  | { kind: 'ok'; session: TableSession }
  | { kind: 'conflict'; session: TableSession; error: ResolvedError }
  | { kind: 'error'; error: ResolvedError; status: number };

const isSession = (value: unknown): value is TableSession =>
  typeof value === 'object' && value !== null && 'sessionId' in value && 'version' in value;

function outcome(
  data: { data: TableSession } | undefined,
  error: unknown,
  response: Response,
): TableCallResult {
  if (data) return { kind: 'ok', session: data.data };
  const body = error as { data?: unknown } | undefined;
  if (response.status === 409 && isSession(body?.data))
    return { kind: 'conflict', session: body.data, error: resolveError(error) };
  return { kind: 'error', error: resolveError(error), status: response.status };
}

export class TableEntryError extends Error {
  constructor(
    readonly error: ResolvedError,
    readonly status: number,
  ) {
    super(error.message);
  }
}

export async function openTable(brandId: string, tableToken: string): Promise<TableEntryAnswer> {
  const { data, error, response } = await api.POST('/table-sessions/open', { body: { brandId, tableToken } });
  if (!data) throw new TableEntryError(resolveError(error), response.status);
  const entry = data.data;
  if (entry.joinRequired)
    return { kind: 'joinRequired', tableNumber: entry.tableNumber, storeName: entry.storeName };
  return { kind: 'in', session: entry.session, dinerToken: entry.dinerToken };
}

export async function joinTable(
  brandId: string,
  tableToken: string,
  joinCode: string,
  name: string,
): Promise<TableEntryAnswer> {
  const body = { brandId, tableToken, joinCode, ...(name.trim() && { name: name.trim() }) };
  const { data, error, response } = await api.POST('/table-sessions/join', { body });
  if (!data) throw new TableEntryError(resolveError(error), response.status);
  return { kind: 'in', session: data.data.session, dinerToken: data.data.dinerToken };
}

/** The calls of a diner inside a session. */
export function tableCalls(brandId: string, dinerToken: string) {
  const headers = { 'X-Diner-Token': dinerToken };
  return {
    current: async (): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/current', {
        body: { brandId },
        headers,
      });
      return outcome(data, error, response);
    },
    add: async (
      version: number,
      line: { itemId: string; categoryId?: string; quantity: number; sections: readonly BasketSection[] },
    ): Promise<TableCallResult> => {
      const sections = line.sections.map((section) => ({
        _id: section._id,
        options: section.options.map((option) => ({ ...option })),
      }));
      const body = { brandId, version, ...line, sections };
      const { data, error, response } = await api.POST('/table-sessions/basket/add', { body, headers });
      return outcome(data, error, response);
    },
    setQuantity: async (version: number, lineId: string, quantity: number): Promise<TableCallResult> => {
      const { data, error, response } =
        quantity > 0
          ? await api.POST('/table-sessions/basket/update', {
              body: { brandId, version, lineId, quantity },
              headers,
            })
          : await api.POST('/table-sessions/basket/remove', { body: { brandId, version, lineId }, headers });
      return outcome(data, error, response);
    },
    /** Lets people join again after wrong codes paused joining: a new code for the table. */
    reopenJoining: async (): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/joining/reopen', {
        body: { brandId },
        headers,
      });
      return outcome(data, error, response);
    },
    sendRound: async (version: number): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/send-round', {
        body: { brandId, version },
        headers,
      });
      return outcome(data, error, response);
    },
    split: async (version: number, split: TableSplitChoice): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/split', {
        body: { brandId, version, split },
        headers,
      });
      return outcome(data, error, response);
    },
    /** Claims the share and starts its card payment: the gateway's intent. */
    payShare: async (shareId: string, tip: Fils) => {
      const { data, error, response } = await api.POST('/table-sessions/shares/{shareId}/pay', {
        params: { path: { shareId } },
        body: { brandId, tip, method: 'CREDIT_CARD' },
        headers,
      });
      if (!data) return { kind: 'error' as const, error: resolveError(error), status: response.status };
      const intent = data.fetchedLink.transactionDetail;
      return {
        kind: 'ok' as const,
        id: intent.id,
        clientSecret: intent.client_secret,
        confirmUrl: intent.confirmUrl,
      };
    },
    /** Pays the share (+ tip) from the signed-in customer's wallet (the customer's token rides along). */
    payShareFromWallet: async (shareId: string, tip: Fils): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/shares/{shareId}/pay-from-wallet', {
        params: { path: { shareId } },
        body: { brandId, tip },
        headers,
      });
      return outcome(data, error, response);
    },
    verifyShare: async (shareId: string, paymentIntentId: string): Promise<TableCallResult> => {
      const { data, error, response } = await api.POST('/table-sessions/shares/{shareId}/verify', {
        params: { path: { shareId } },
        body: { brandId, paymentIntentId },
        headers,
      });
      return outcome(data, error, response);
    },
  };
}

export type TableCalls = ReturnType<typeof tableCalls>;

/**
 * Sends an edit at `version`. On a version conflict an edit that does not depend on what it
 * meets (an add) is sent once more at the server's version (`retryConflict`); any other edit
 * answers the conflict, so the diner sees the server's table and decides again.
 */
export async function editAtVersion(
  call: (version: number) => Promise<TableCallResult>,
  version: number,
  retryConflict: boolean,
): Promise<TableCallResult> {
  const first = await call(version);
  if (first.kind !== 'conflict' || !retryConflict) return first;
  return call(first.session.version);
}
