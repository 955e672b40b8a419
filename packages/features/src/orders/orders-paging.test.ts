import type { Schemas } from '@storefront/api';
import { describe, expect, it } from 'vitest';
import { initialOrders, ordersReducer, type OrdersState } from './orders-paging.js';

const order = (id: string) => ({ _id: id }) as Schemas['Order'];
const failure = { message: 'Error in Fetching orders', key: 'errors:errorFetchingOrders' };

describe('orders paging', () => {
  it('shows the first page and where the next one starts', () => {
    const state = ordersReducer(initialOrders, {
      type: 'page',
      orders: [order('a'), order('b')],
      nextCursor: 'c1',
    });
    expect(state).toEqual({
      status: 'ready',
      orders: [order('a'), order('b')],
      nextCursor: 'c1',
      more: 'idle',
    });
  });

  it('appends the next page after the shown orders, once each, and stops at the last page', () => {
    let state: OrdersState = ordersReducer(initialOrders, {
      type: 'page',
      orders: [order('a'), order('b')],
      nextCursor: 'c1',
    });
    state = ordersReducer(state, { type: 'more' });
    expect(state).toMatchObject({ more: 'loading', orders: [order('a'), order('b')] });
    state = ordersReducer(state, { type: 'page', orders: [order('b'), order('c')], nextCursor: null });
    expect(state).toEqual({
      status: 'ready',
      orders: [order('a'), order('b'), order('c')],
      nextCursor: null,
      more: 'idle',
    });
    // Nothing more to load once the last page is shown.
    expect(ordersReducer(state, { type: 'more' })).toBe(state);
  });

  it('keeps the shown orders when the next page fails, so Load more can try again', () => {
    const ready = ordersReducer(initialOrders, { type: 'page', orders: [order('a')], nextCursor: 'c1' });
    const failed = ordersReducer(ordersReducer(ready, { type: 'more' }), { type: 'failed', error: failure });
    expect(failed).toEqual({ status: 'ready', orders: [order('a')], nextCursor: 'c1', more: 'failed' });
    expect(ordersReducer(failed, { type: 'more' })).toMatchObject({ more: 'loading' });
  });

  it('says the first page failed', () => {
    expect(ordersReducer(initialOrders, { type: 'failed', error: failure })).toEqual({
      status: 'error',
      error: failure,
    });
  });
});
