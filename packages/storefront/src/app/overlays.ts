import { lazyOverlay } from '../shared/lazyOverlay';

// The shell's modals and drawers, each loaded when it first opens (see lazyOverlay). Kept apart from
// the components that open them so a header button can preload the code without importing it.

export const AuthModalsOverlay = lazyOverlay(
  ['authPhone', 'authCode'],
  () => import('../features/auth/AuthModals').then((module) => module.AuthModals),
  { messages: ['signIn'] },
);
// Apart from sign-in: only a new customer sees it, and it brings the date picker (birthday).
export const ProfileOverlay = lazyOverlay(
  ['authProfile'],
  () => import('../features/auth/ProfileModal').then((module) => module.ProfileModal),
  { messages: ['signIn', 'profile'] },
);
// The attention popup's two words are the shell's later parts' (the `shellParts` group, with the footer's).
export const AttentionOverlay = lazyOverlay(
  ['attention'],
  () => import('../features/attention/AttentionPopup').then((module) => module.AttentionPopup),
  { messages: ['shellParts'] },
);
export const NavigationOverlay = lazyOverlay(['navigation'], () =>
  import('./layouts/NavigationDrawer').then((module) => module.NavigationDrawer),
);
// Opened from the menu pages' toolbar, whose words (the `menu` group, the categories') it speaks.
export const MenuOverlay = lazyOverlay(
  ['menu'],
  () => import('../features/catalog/MenuDrawer').then((module) => module.MenuDrawer),
  { messages: ['menu'] },
);
export const StoresOverlay = lazyOverlay(
  ['stores'],
  () => import('../features/info/StoresDrawer').then((module) => module.StoresDrawer),
  { messages: ['info'] },
);
export const CartOverlay = lazyOverlay(
  ['cart'],
  () => import('../features/cart/CartDrawer').then((module) => module.CartDrawer),
  { messages: ['cart', 'offers'] },
);
