/** Service types (spec §1, §9). */
export const SERVICE_TYPES = ['DELIVERY', 'PICKUP', 'DINE_IN'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** True for a known service type string (the API sends plain strings). */
export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}
