import type { KitLocaleLabels } from '../catalog';
import core from '../ru.json';

// The kit's labels in one language: the core with this module, each other part a chunk of its own.
export const labels: KitLocaleLabels = {
  core,
  parts: {
    cards: () => import('../cards/ru.json'),
    datePicker: () => import('../datePicker/ru.json'),
    fields: () => import('../fields/ru.json'),
    data: () => import('../data/ru.json'),
    pagination: () => import('../pagination/ru.json'),
    timeline: () => import('../timeline/ru.json'),
    rating: () => import('../rating/ru.json'),
    errorPage: () => import('../errorPage/ru.json'),
    phoneInput: () => import('../phoneInput/ru.json'),
    promoCode: () => import('../promoCode/ru.json'),
  },
};
