import { describe, expect, it } from 'vitest';
import { storeLinkOf, tableCodeKind, tableOf, tableQuery, tableTokenOf } from './table-link.js';

const link = (query: string) => new URLSearchParams(query);

describe('a table link', () => {
  it('names the store and the table when all three parameters are there', () => {
    expect(tableOf(link('store-id=s1&service-type=dine-in&table-number=7'))).toEqual({
      storeId: 's1',
      tableNumber: 7,
      tableToken: null,
    });
  });

  it('is no table without store-id, another service type, or a table number from 1', () => {
    expect(tableOf(link('service-type=dine-in&table-number=7'))).toBeNull();
    expect(tableOf(link('store-id=s1&service-type=pickup&table-number=7'))).toBeNull();
    expect(tableOf(link('store-id=s1&service-type=dine-in'))).toBeNull();
    expect(tableOf(link('store-id=s1&service-type=dine-in&table-number=0'))).toBeNull();
    expect(tableOf(link('store-id=s1&service-type=dine-in&table-number=7a'))).toBeNull();
  });

  it('keeps only the three parameters in the links of the app', () => {
    expect(tableQuery(link('table-number=7&payment=success&store-id=s1&service-type=dine-in'))).toBe(
      '?store-id=s1&service-type=dine-in&table-number=7',
    );
    expect(tableQuery(link('store-id=s1'))).toBe('');
  });

  it("keeps a printed code's signed table token, and ignores one that is not a token", () => {
    const token = 't1.6650a1e0c0ffee1000000001.7.Qm9yTmY3c2xhZ0hqZ0FzZA';
    const query = `store-id=s1&service-type=dine-in&table-number=7&table=${token}&paymentStatus=success`;
    expect(tableTokenOf(link(query))).toBe(token);
    expect(tableQuery(link(query))).toBe(`?store-id=s1&service-type=dine-in&table-number=7&table=${token}`);
    expect(tableOf(link(query))?.tableToken).toBe(token);
    expect(tableTokenOf(link('table=<script>'))).toBeNull();
    expect(tableTokenOf(link('store-id=s1'))).toBeNull();
  });

  it('tells a shared-table code from one for phones ordering on their own', () => {
    expect(tableCodeKind('t1.6650a1e0c0ffee1000000001.7.Qm9yTmY3c2xhZ0hqZ0FzZA')).toBe('shared');
    expect(tableCodeKind('p1.6650a1e0c0ffee1000000001.7.Qm9yTmY3c2xhZ0hqZ0FzZA')).toBe('phone');
    expect(tableCodeKind('s1.6650a1e0c0ffee1000000001.0.Qm9yTmY3c2xhZ0hqZ0FzZA')).toBe('phone');
  });

  it("reads a store's link without a table number, with the store's code only", () => {
    const code = 's1.6650a1e0c0ffee1000000001.0.Qm9yTmY3c2xhZ0hqZ0FzZA';
    expect(storeLinkOf(link(`store-id=s1&service-type=dine-in&table=${code}`))).toEqual({
      storeId: 's1',
      storeToken: code,
    });
    // A table's code, no code, a table number, or not dine-in: not a store's link.
    const tableCode = 'p1.6650a1e0c0ffee1000000001.7.Qm9yTmY3c2xhZ0hqZ0FzZA';
    expect(storeLinkOf(link(`store-id=s1&service-type=dine-in&table=${tableCode}`))).toBeNull();
    expect(storeLinkOf(link('store-id=s1&service-type=dine-in'))).toBeNull();
    expect(storeLinkOf(link(`store-id=s1&service-type=dine-in&table-number=7&table=${code}`))).toBeNull();
    expect(storeLinkOf(link(`store-id=s1&service-type=pickup&table=${code}`))).toBeNull();
  });
});
