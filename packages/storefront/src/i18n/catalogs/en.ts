import type { LocaleCatalogs } from '../groups';
import messages from '../messages/en.json';

// The language's first-load catalog with this module; each message group's catalog a chunk of its own.
export const catalogs: LocaleCatalogs = {
  messages,
  groups: {
    account: () => import('../messages/account/en.json'),
    order: () => import('../messages/order/en.json'),
    product: () => import('../messages/product/en.json'),
    menu: () => import('../messages/menu/en.json'),
    allergens: () => import('../messages/allergens/en.json'),
    checkout: () => import('../messages/checkout/en.json'),
    offers: () => import('../messages/offers/en.json'),
    consent: () => import('../messages/consent/en.json'),
    pwa: () => import('../messages/pwa/en.json'),
    cart: () => import('../messages/cart/en.json'),
    signIn: () => import('../messages/signIn/en.json'),
    profile: () => import('../messages/profile/en.json'),
    info: () => import('../messages/info/en.json'),
    payment: () => import('../messages/payment/en.json'),
    favorites: () => import('../messages/favorites/en.json'),
    promotions: () => import('../messages/promotions/en.json'),
    home: () => import('../messages/home/en.json'),
    shellParts: () => import('../messages/shellParts/en.json'),
    error: () => import('../messages/error/en.json'),
  },
};
