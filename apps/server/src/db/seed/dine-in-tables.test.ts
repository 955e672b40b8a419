import { describe, expect, it } from 'vitest';
import { demoBrandFiles } from './demo-brands.js';

// A store that offers dine-in is reached through its tables' links: it needs tables to be usable.
describe('demo dine-in stores', () => {
  const dineIn = demoBrandFiles()
    .flatMap((file) => file.stores)
    .filter((store) => store.services.dineIn);

  it('exist (Zaatar House Jumeirah serves tables)', () => {
    expect(dineIn.map((store) => store.name.en)).toContain('Zaatar House Jumeirah');
  });

  it.each(dineIn.map((store) => [store.name.en, store] as const))(
    '%s has tables and pay options',
    (_, store) => {
      expect(store.dineInTables?.length ?? 0).toBeGreaterThan(0);
      expect(store.dineInTables).toContain(7);
      expect(store.paymentOptions.dineIn.length).toBeGreaterThan(0);
    },
  );
});
