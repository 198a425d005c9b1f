import type { KitLocaleLabels } from '../catalog';
import core from '../uk.json';

// The kit's labels in one language: the core with this module, each other part a chunk of its own.
export const labels: KitLocaleLabels = {
  core,
  parts: {
    cards: () => import('../cards/uk.json'),
    datePicker: () => import('../datePicker/uk.json'),
    fields: () => import('../fields/uk.json'),
    data: () => import('../data/uk.json'),
    pagination: () => import('../pagination/uk.json'),
    timeline: () => import('../timeline/uk.json'),
    rating: () => import('../rating/uk.json'),
    errorPage: () => import('../errorPage/uk.json'),
    phoneInput: () => import('../phoneInput/uk.json'),
    promoCode: () => import('../promoCode/uk.json'),
  },
};
