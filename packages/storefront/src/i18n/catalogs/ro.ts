import type { LocaleCatalogs } from '../groups';
import messages from '../messages/ro.json';

// The language's first-load catalog with this module; each message group's catalog a chunk of its own.
export const catalogs: LocaleCatalogs = {
  messages,
  groups: {
    account: () => import('../messages/account/ro.json'),
    order: () => import('../messages/order/ro.json'),
    product: () => import('../messages/product/ro.json'),
    menu: () => import('../messages/menu/ro.json'),
    allergens: () => import('../messages/allergens/ro.json'),
    checkout: () => import('../messages/checkout/ro.json'),
    offers: () => import('../messages/offers/ro.json'),
    consent: () => import('../messages/consent/ro.json'),
    pwa: () => import('../messages/pwa/ro.json'),
    cart: () => import('../messages/cart/ro.json'),
    signIn: () => import('../messages/signIn/ro.json'),
    profile: () => import('../messages/profile/ro.json'),
    info: () => import('../messages/info/ro.json'),
    payment: () => import('../messages/payment/ro.json'),
    favorites: () => import('../messages/favorites/ro.json'),
    promotions: () => import('../messages/promotions/ro.json'),
    home: () => import('../messages/home/ro.json'),
    shellParts: () => import('../messages/shellParts/ro.json'),
    error: () => import('../messages/error/ro.json'),
  },
};
