import type { Schemas } from '@storefront/api';
import { joinAddress, type Language } from '@storefront/i18n';

/**
 * A delivery address as one line a driver can follow to the door: apartment, floor (labelled,
 * a bare number reads as anything), building, the full address the customer typed (the map's
 * street is only a suggestion for it), area and city, each
 * once, in the language's list style. The same line on the checkout, the order detail and the
 * staff's board.
 */
export function addressLine(address: Schemas['UserAddress'], language: Language, floorLabel: string): string {
  const floor = address.floor?.trim();
  const parts = [
    address.apartmentNo,
    floor ? `${floorLabel} ${floor}` : null,
    address.building,
    address.address,
    address.area,
    address.city,
  ];
  const seen = new Set<string>();
  return joinAddress(
    parts.filter((part): part is string => {
      const text = part?.trim().toLowerCase();
      if (!text || seen.has(text)) return false;
      seen.add(text);
      return true;
    }),
    language,
  );
}
