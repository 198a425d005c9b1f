import type { LocaleCatalogs } from '../groups';
import messages from '../messages/uk.json';

// The language's first-load catalog with this module; each message group's catalog a chunk of its own.
export const catalogs: LocaleCatalogs = {
  messages,
  groups: {
    account: () => import('../messages/account/uk.json'),
    order: () => import('../messages/order/uk.json'),
    product: () => import('../messages/product/uk.json'),
    menu: () => import('../messages/menu/uk.json'),
    allergens: () => import('../messages/allergens/uk.json'),
    checkout: () => import('../messages/checkout/uk.json'),
    offers: () => import('../messages/offers/uk.json'),
    consent: () => import('../messages/consent/uk.json'),
    pwa: () => import('../messages/pwa/uk.json'),
    cart: () => import('../messages/cart/uk.json'),
    signIn: () => import('../messages/signIn/uk.json'),
    profile: () => import('../messages/profile/uk.json'),
    info: () => import('../messages/info/uk.json'),
    payment: () => import('../messages/payment/uk.json'),
    favorites: () => import('../messages/favorites/uk.json'),
    promotions: () => import('../messages/promotions/uk.json'),
    home: () => import('../messages/home/uk.json'),
    shellParts: () => import('../messages/shellParts/uk.json'),
    error: () => import('../messages/error/uk.json'),
  },
};
