/**
 * Every address of the back office, in one place (bulletproof-react's `paths` module): each screen's route
 * pattern (`path`, for the route tables and navigation.ts) and the link to it (`href`, for every link and redirect).
 * A screen moves by changing one line here.
 */
const part = (value: number | string) => encodeURIComponent(String(value));
const fixed = (path: string) => ({ path, href: () => path });

export const paths = {
  /** Sign-in; `back` is where to return after it (the board when none). */
  signIn: {
    path: '/sign-in',
    href: (back?: string) => (back && back !== '/' ? `/sign-in?back=${encodeURIComponent(back)}` : '/sign-in'),
  },
  /** The orders board. */
  board: fixed('/'),
  stopList: fixed('/stop-list'),
  /** The dishes. */
  menu: fixed('/menu'),
  /** A dish's editor; `new` (in a category, when given) for a new one. */
  product: {
    path: '/menu/products/:id',
    href: (id: number | 'new', categoryId?: number | null) =>
      id === 'new' && categoryId != null
        ? `/menu/products/new?category=${part(categoryId)}`
        : `/menu/products/${part(id)}`,
  },
  categories: fixed('/menu/categories'),
  category: { path: '/menu/categories/:id', href: (id: number | 'new') => `/menu/categories/${part(id)}` },
  promotions: fixed('/menu/promotions'),
  promotion: { path: '/menu/promotions/:id', href: (id: number | 'new') => `/menu/promotions/${part(id)}` },
  menuTransfer: fixed('/menu/transfer'),
  /** The order search; `search` is its query string (with its `?`), to come back to the same page. */
  history: { path: '/orders/history', href: (search = '') => `/orders/history${search}` },
  /** One order's page (the history's; the board links to it too). `/orders` itself titles it in navigation.ts. */
  order: { path: '/orders/:id', section: '/orders', href: (id: number | string) => `/orders/${part(id)}` },
  reports: fixed('/reports'),
  staff: fixed('/staff'),
  audit: fixed('/audit'),
  /** The settings, on a tab (`announcements`, `restaurants`, `zones`, `rules`) when given. */
  settings: { path: '/settings', href: (tab?: string) => (tab ? `/settings/${part(tab)}` : '/settings') },
} as const;

/** A route's pattern under the signed-in layout (relative: no leading `/`). */
export const child = (path: string) => path.replace(/^\//, '');
