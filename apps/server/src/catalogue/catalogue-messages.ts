/** Spec section 8 texts the catalogue's read calls answer with, kept apart so tests can name them. */
import { said } from '../http/messages.js';

export const messages = {
  brandNotFound: said('brandNotFound', 'Brand not found'),
  storeNotFound: said('storeNotFound', 'Store not found'),
  itemRemoved: said(
    'itemRemoved',
    'We apologize, but the restaurant owner has removed this item from the menu. Please click the button below to view the current store menu',
  ),
  noDeliveryMethod: said(
    'noDeliveryMethod',
    'There is no delivery method available in store, please contact the business',
  ),
  notDeliveringHere: said(
    'doesNotDeliver',
    'Unfortunately, the store does not deliver to your location at this time',
  ),
  serviceDisabled: said(
    'serviceDisabled',
    "The service is disabled from the store's side. Alternatively, you can place an order using some other method",
  ),
  areaNotFound: said('areaNotFound', 'Delivery area not found'),
  tableNotFound: said('tableNotFound', 'This table does not exist at the store'),
  menuNotFound: said('menuNotFound', 'Menu not found'),
  pageNotFound: said('pageNotFound', 'Page not found'),
  cardNotFound: said('businessCardNotFound', 'Business card not found'),
} as const;
