/**
 * Address form and vehicle info (spec §3 "Addresses", §5 "Address form", "Checkout order
 * validation" vehicle rule, §9 full address at least 5 characters, vehicle info at least 2).
 */
import { type CoreError, coreError } from '../errors.js';
import type { ServiceType } from '../service-type.js';

/** Address types (spec §9). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Minimum trimmed length of the full address. */
export const MIN_FULL_ADDRESS_LENGTH = 5;
/** Minimum trimmed length of the pickup vehicle info. */
export const MIN_VEHICLE_INFO_LENGTH = 2;

/** The address form (spec §3 field names). */
export interface AddressForm {
  readonly address?: string | null;
  readonly addressType?: string | null;
  readonly appartmentNo?: string | null;
  readonly floor?: string | null;
  readonly building?: string | null;
}

/** Fields validated, in the order the form scrolls to them. */
export const ADDRESS_FORM_FIELDS = ['address', 'addressType'] as const;
export type AddressFormErrors = Partial<Record<(typeof ADDRESS_FORM_FIELDS)[number], CoreError>>;

/** True for 'Home', 'Office' or 'Other'. */
export function isAddressType(value: unknown): value is AddressType {
  return typeof value === 'string' && (ADDRESS_TYPES as readonly string[]).includes(value);
}

/**
 * Validates the address form: full address missing → 'Please enter full address'; shorter than 5
 * characters after trimming → 'Minimum length for the full address is five characters.'; address
 * type not Home/Office/Other → 'Please select address type'. Apartment, building and floor are optional.
 */
export function validateAddressForm(form: AddressForm): AddressFormErrors {
  const errors: { -readonly [K in keyof AddressFormErrors]: AddressFormErrors[K] } = {};
  const address = form.address ?? '';
  if (address.trim() === '') errors.address = coreError('fullAddressRequired');
  else if (address.trim().length < MIN_FULL_ADDRESS_LENGTH)
    errors.address = coreError('fullAddressMinLength');
  if (!isAddressType(form.addressType)) errors.addressType = coreError('addressTypeRequired');
  return errors;
}

/** The first invalid field in form order, for scrolling to it (null when valid). */
export function firstInvalidAddressField(
  errors: AddressFormErrors,
): (typeof ADDRESS_FORM_FIELDS)[number] | null {
  return ADDRESS_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** Map street, city and country must be non-empty (spec §5) else 'Add the map address, please.'. */
export function validateMapAddressParts(
  mapAddress:
    | {
        readonly streetAddress?: string | null;
        readonly city?: string | null;
        readonly country?: string | null;
      }
    | null
    | undefined,
): CoreError<'mapAddress'> | null {
  const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';
  return mapAddress &&
    filled(mapAddress.streetAddress) &&
    filled(mapAddress.city) &&
    filled(mapAddress.country)
    ? null
    : coreError('mapAddress');
}

/** A store's pickup vehicle-info setting (spec §3 `vehicleInfoForPickup`). */
export interface VehicleInfoSetting {
  readonly isActive: boolean;
  readonly isRequired: boolean;
}

/** The vehicle-info input is shown only for PICKUP when the store has it active (spec §5). */
export function showsVehicleInfo(
  setting: VehicleInfoSetting | null | undefined,
  serviceType: ServiceType,
): boolean {
  return serviceType === 'PICKUP' && Boolean(setting?.isActive);
}

/**
 * Pickup with vehicle info active and required needs at least 2 trimmed characters, else
 * 'Please enter your vehicle information'; otherwise the free text is not checked.
 */
export function validateVehicleInfo(
  text: string | null | undefined,
  setting: VehicleInfoSetting | null | undefined,
  serviceType: ServiceType,
): CoreError<'vehicleInfo'> | null {
  if (!showsVehicleInfo(setting, serviceType) || !setting?.isRequired) return null;
  return (text ?? '').trim().length >= MIN_VEHICLE_INFO_LENGTH ? null : coreError('vehicleInfo');
}
