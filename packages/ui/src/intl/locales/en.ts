import type { KitLocaleLabels } from '../catalog';
import core from '../en.json';

// The kit's labels in one language: the core with this module, each other part a chunk of its own.
export const labels: KitLocaleLabels = {
  core,
  parts: {
    cards: () => import('../cards/en.json'),
    datePicker: () => import('../datePicker/en.json'),
    fields: () => import('../fields/en.json'),
    data: () => import('../data/en.json'),
    pagination: () => import('../pagination/en.json'),
    timeline: () => import('../timeline/en.json'),
    rating: () => import('../rating/en.json'),
    errorPage: () => import('../errorPage/en.json'),
    phoneInput: () => import('../phoneInput/en.json'),
    promoCode: () => import('../promoCode/en.json'),
  },
};
