import type { LocaleCatalogs } from '../groups';
import messages from '../messages/ru.json';

// The language's first-load catalog with this module; each message group's catalog a chunk of its own.
export const catalogs: LocaleCatalogs = {
  messages,
  groups: {
    account: () => import('../messages/account/ru.json'),
    order: () => import('../messages/order/ru.json'),
    product: () => import('../messages/product/ru.json'),
    menu: () => import('../messages/menu/ru.json'),
    allergens: () => import('../messages/allergens/ru.json'),
    checkout: () => import('../messages/checkout/ru.json'),
    offers: () => import('../messages/offers/ru.json'),
    consent: () => import('../messages/consent/ru.json'),
    pwa: () => import('../messages/pwa/ru.json'),
    cart: () => import('../messages/cart/ru.json'),
    signIn: () => import('../messages/signIn/ru.json'),
    profile: () => import('../messages/profile/ru.json'),
    info: () => import('../messages/info/ru.json'),
    payment: () => import('../messages/payment/ru.json'),
    favorites: () => import('../messages/favorites/ru.json'),
    promotions: () => import('../messages/promotions/ru.json'),
    home: () => import('../messages/home/ru.json'),
    shellParts: () => import('../messages/shellParts/ru.json'),
    error: () => import('../messages/error/ru.json'),
  },
};
