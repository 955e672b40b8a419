import { describe, expect, it } from 'vitest';
import { refreshesTables } from './use-tables.js';

describe("the Tables page's live updates", () => {
  it("reads the tables again on an order's status and on a table session's change", () => {
    expect(refreshesTables('status')).toBe(true);
    expect(refreshesTables('table')).toBe(true);
  });

  it("ignores the stream's own bookkeeping events", () => {
    expect(refreshesTables('ready')).toBe(false);
  });
});
