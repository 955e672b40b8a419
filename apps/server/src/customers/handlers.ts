import {
  isInDeliveryArea,
  isPlaceholderPoint,
  validateAddressForm,
  validateAreaChoice,
  validateUserInfo,
} from '@storefront/core';
import type { Customer, SessionService } from '../auth/sessions.js';
import type { BrandService } from '../brands/brand-service.js';
import type { BrandCatalogue, CatalogueService } from '../catalogue/catalogue-service.js';
import { toMappedArea, zoneId } from '../catalogue/area-shapes.js';
import type { Db } from '../db/database.js';
import type { AddressRow } from '../db/schema.js';
import { toApiAddress } from './addresses.js';
import { said, saidByCore, type Said } from '../http/messages.js';
import {
  addressesOf,
  deleteAddress,
  insertAddress,
  updateAddress,
  updateProfile,
  walletSummary,
} from './customer-store.js';
import { errorBody, type Handler } from '../http/api-types.js';
import { customerOf } from '../http/security.js';

export interface CustomerContext {
  db: Db;
  brands: BrandService;
  catalogue: CatalogueService;
  sessions: SessionService;
  clock: () => Date;
}

export const customerMessages = {
  loginRequired: said('loginToContinue', 'Please login to continue'),
  forbidden: said('forbidden', 'You cannot access this resource'),
  addressNotFound: said('addressNotFound', 'Address not found'),
  notDeliveringHere: said(
    'doesNotDeliver',
    'Unfortunately, the store does not deliver to your location at this time',
  ),
  chooseLocation: said('chooseLocation', 'Please choose a location.'),
} as const;

/** Whether the brand's zones know the address's area (or mapped area covering its point). */
export function addressIsCovered(
  catalogue: BrandCatalogue,
  address: Pick<
    AddressRow,
    'deliveryMethodType' | 'areaId' | 'cityId' | 'countryId' | 'mappedAreaId' | 'lat' | 'lng'
  >,
): boolean {
  switch (address.deliveryMethodType) {
    case 'MAPPED_AREA_BASED': {
      const area = catalogue.mappedAreas.find((candidate) => candidate.id === address.mappedAreaId);
      const store = catalogue.stores.find((candidate) => candidate.id === area?.storeId);
      const shape = area && toMappedArea(area, store);
      return Boolean(shape && isInDeliveryArea(shape, [address.lng, address.lat]));
    }
    case 'AREA_BASED':
      return catalogue.deliveryAreas.some(
        (area) => area.method === 'AREA_BASED' && zoneId(area) === address.areaId,
      );
    case 'CITY_BASED':
      return catalogue.deliveryAreas.some(
        (area) => area.method === 'CITY_BASED' && area.cityId === address.cityId,
      );
    case 'COUNTRY_BASED':
      return catalogue.deliveryAreas.some(
        (area) => area.method === 'COUNTRY_BASED' && area.countryId === address.countryId,
      );
  }
}

export function customerHandlers(context: CustomerContext) {
  const { db } = context;

  interface AddressBody {
    brandId: string;
    address: string;
    street?: string;
    area?: string;
    city?: string;
    country?: string;
    building?: string;
    apartmentNo?: string;
    floor?: string;
    addressType: 'Home' | 'Office' | 'Other';
    coordinates: { lat: number; lng: number };
    deliveryMethodType: AddressRow['deliveryMethodType'];
    areaId?: string;
    cityId?: string;
    countryId?: string;
    mappedAreaId?: string;
  }

  /** The row to store, or the first problem with the form (spec section 5 texts). */
  async function addressRow(
    body: AddressBody,
  ): Promise<
    { ok: true; values: Omit<AddressRow, 'id' | 'userId' | 'createdAt'> } | { ok: false; message: Said }
  > {
    const formErrors = validateAddressForm({ address: body.address, addressType: body.addressType });
    const formError = formErrors.address ?? formErrors.addressType;
    if (formError) return { ok: false, message: saidByCore(formError) };
    if (isPlaceholderPoint(body.coordinates)) return { ok: false, message: customerMessages.chooseLocation };
    const catalogue = await context.catalogue.forBrand(body.brandId);
    // The zone names its city and country: fill them in when the client sent only the area or city.
    const zone = catalogue.deliveryAreas.find((area) =>
      body.deliveryMethodType === 'AREA_BASED'
        ? zoneId(area) === body.areaId
        : body.deliveryMethodType === 'CITY_BASED' && area.cityId === body.cityId,
    );
    const namedZone =
      body.deliveryMethodType === 'AREA_BASED'
        ? body.areaId
        : body.deliveryMethodType === 'CITY_BASED'
          ? body.cityId
          : undefined;
    if (namedZone && !zone) return { ok: false, message: customerMessages.notDeliveringHere };
    const choice = {
      ...body,
      cityId: body.cityId ?? (body.deliveryMethodType === 'AREA_BASED' ? zone?.cityId : body.cityId),
      countryId: body.countryId ?? zone?.countryId,
    };
    if (
      zone &&
      ((choice.cityId && choice.cityId !== zone.cityId && body.deliveryMethodType === 'AREA_BASED') ||
        choice.countryId !== zone.countryId)
    ) {
      return { ok: false, message: customerMessages.notDeliveringHere };
    }
    const areaError = validateAreaChoice(body.deliveryMethodType, choice);
    if (areaError) return { ok: false, message: saidByCore(areaError.error) };
    const brand = await context.brands.byId(body.brandId);
    if (!brand?.brand.deliveryMethods.includes(body.deliveryMethodType)) {
      return { ok: false, message: customerMessages.notDeliveringHere };
    }
    const values = {
      brandId: body.brandId,
      address: body.address.trim(),
      street: body.street?.trim() || 'unknown',
      area: body.area?.trim() || 'unknown',
      city: body.city?.trim() || 'unknown',
      country: body.country?.trim() || 'unknown',
      building: body.building?.trim() ?? '',
      apartmentNo: body.apartmentNo?.trim() ?? '',
      floor: body.floor?.trim() ?? '',
      addressType: body.addressType,
      lat: body.coordinates.lat,
      lng: body.coordinates.lng,
      deliveryMethodType: body.deliveryMethodType,
      areaId: body.areaId ?? null,
      cityId: choice.cityId ?? null,
      countryId: choice.countryId ?? null,
      mappedAreaId: body.mappedAreaId ?? null,
    };
    if (!addressIsCovered(catalogue, values)) {
      return { ok: false, message: customerMessages.notDeliveringHere };
    }
    return { ok: true, values };
  }

  const updateUserProfile: Handler<'updateUserProfile'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const errors = validateUserInfo({ brandId: body.brandId, name: body.name, email: body.email ?? '' });
    const error = errors.name ?? errors.email;
    if (error) return { status: 400, body: errorBody('BAD_REQUEST', saidByCore(error)) };
    const email = body.email?.trim() || null;
    const updated = await updateProfile(db, customer.user.id, { name: body.name.trim(), email });
    return {
      status: 200,
      body: { success: 1, data: { name: updated?.name ?? body.name.trim(), email: updated?.email ?? email } },
    };
  };

  const addUserAddress: Handler<'addUserAddress'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const row = await addressRow(body);
    if (!row.ok) return { status: 400, body: errorBody('BAD_REQUEST', row.message) };
    const saved = await insertAddress(db, customer.user.id, row.values);
    return { status: 200, body: { success: 1, data: { data: { address: toApiAddress(saved) } } } };
  };

  const updateUserAddress: Handler<'updateUserAddress'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const row = await addressRow(body);
    if (!row.ok) return { status: 400, body: errorBody('BAD_REQUEST', row.message) };
    const saved = await updateAddress(db, customer.user.id, body.userAddressId, row.values);
    if (!saved) return { status: 404, body: errorBody('NOT_FOUND', customerMessages.addressNotFound) };
    return { status: 200, body: { success: 1, data: { data: { address: toApiAddress(saved) } } } };
  };

  const removeUserAddress: Handler<'removeUserAddress'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const removed = await deleteAddress(db, customer.user.id, body.userAddressId);
    if (!removed) return { status: 404, body: errorBody('NOT_FOUND', customerMessages.addressNotFound) };
    return { status: 200, body: { success: 1, data: { userAddressId: removed } } };
  };

  async function ownAddresses(customer: Customer, brandId: string) {
    return addressesOf(db, customer.user.id, brandId);
  }

  const getCurrentUserAddresses: Handler<'getCurrentUserAddresses'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    const catalogue = await context.catalogue.forBrand(body.brandId);
    const usable = (await ownAddresses(customer, body.brandId)).filter((row) => {
      if (row.deliveryMethodType !== body.deliveryMethod) return false;
      if (body.deliveryMethod === 'MAPPED_AREA_BASED') {
        if (!body.mappedAreaId) return addressIsCovered(catalogue, row);
        return addressIsCovered(catalogue, { ...row, mappedAreaId: body.mappedAreaId });
      }
      if (!body.areaId) return true;
      return body.deliveryMethod === 'AREA_BASED'
        ? row.areaId === body.areaId
        : body.deliveryMethod === 'CITY_BASED'
          ? row.cityId === body.areaId
          : row.countryId === body.areaId;
    });
    const selected = body.selectedUserAddressId;
    usable.sort((a, b) => Number(b.id === selected) - Number(a.id === selected));
    return { status: 200, body: { success: 1, data: { userAddresses: usable.map(toApiAddress) } } };
  };

  const getUserAddresses: Handler<'getUserAddresses'> = async ({ query, caller }) => {
    const customer = customerOf(caller);
    const rows = await ownAddresses(customer, query.brandId);
    return {
      status: 200,
      body: { success: 1, data: { fetchedUser: { userAddress: rows.map(toApiAddress) } } },
    };
  };

  const getUserWallet: Handler<'getUserWallet'> = async ({ body, caller }) => {
    const customer = customerOf(caller);
    if (body.userId !== customer.user.id) {
      return { status: 403, body: errorBody('FORBIDDEN', customerMessages.forbidden) };
    }
    const wallet = await walletSummary(db, customer.user.id, body.brandId);
    return {
      status: 200,
      body: {
        success: 1,
        data: wallet,
      },
    };
  };

  return {
    updateUserProfile,
    addUserAddress,
    updateUserAddress,
    removeUserAddress,
    getCurrentUserAddresses,
    getUserAddresses,
    getUserWallet,
  };
}
