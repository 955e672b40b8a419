import { describe, expect, it } from 'vitest';
import { tableOf, tableQuery } from './table-link.js';

const link = (query: string) => new URLSearchParams(query);

describe('a table link', () => {
  it('names the store and the table when all three parameters are there', () => {
    expect(tableOf(link('store-id=s1&service-type=dine-in&table-number=7'))).toEqual({
      storeId: 's1',
      tableNumber: 7,
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
});
