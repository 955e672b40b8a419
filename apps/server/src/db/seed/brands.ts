/** Stable ids so links in the README and tests keep working across reseeds. */
export const demoBrandIds = {
  zaatarHouse: '6650a1e0c0ffee0000000001',
  karakCorner: '6650a1e0c0ffee0000000002',
  datesAndCo: '6650a1e0c0ffee0000000003',
} as const;
