// How a screen is loaded when first opened, for the route tables (routes.tsx, menuRoutes.ts, settingsRoutes.ts).
import type { ComponentType } from 'react';

/**
 * A screen loaded when first opened: the board and the stop-list — what a kitchen tablet opens all day — come
 * with the app; the menu, history, team, settings and reports screens (their forms, date pickers, sortable
 * lists and charts) each arrive as their own chunk.
 */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
