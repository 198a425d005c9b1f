import type { KitLocaleLabels } from '../catalog';
import core from '../ro.json';

// The kit's labels in one language: the core with this module, each other part a chunk of its own.
export const labels: KitLocaleLabels = {
  core,
  parts: {
    cards: () => import('../cards/ro.json'),
    datePicker: () => import('../datePicker/ro.json'),
    fields: () => import('../fields/ro.json'),
    data: () => import('../data/ro.json'),
    pagination: () => import('../pagination/ro.json'),
    timeline: () => import('../timeline/ro.json'),
    rating: () => import('../rating/ro.json'),
    errorPage: () => import('../errorPage/ro.json'),
    phoneInput: () => import('../phoneInput/ro.json'),
    promoCode: () => import('../promoCode/ro.json'),
  },
};
