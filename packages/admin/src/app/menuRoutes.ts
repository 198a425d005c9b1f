// The menu area's routes: its own navigation (dishes, categories, promotions, the menu file) over each page.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { child, paths } from './paths';

export const menuRoutes: RouteObject = {
  lazy: lazyPage(
    () => import('../features/menu/MenuArea'),
    (m) => m.MenuArea,
  ),
  children: [
    {
      path: child(paths.menu.path),
      lazy: lazyPage(
        () => import('../features/menu/products/MenuPage'),
        (m) => m.MenuPage,
      ),
    },
    // `new` or a dish's id: one route, so a new dish's first save keeps its editor.
    {
      path: child(paths.product.path),
      lazy: lazyPage(
        () => import('../features/menu/products/ProductEditorPage'),
        (m) => m.ProductEditorPage,
      ),
    },
    {
      path: child(paths.categories.path),
      lazy: lazyPage(
        () => import('../features/menu/categories/CategoriesPage'),
        (m) => m.CategoriesPage,
      ),
    },
    // `new` or a category's id, as for dishes.
    {
      path: child(paths.category.path),
      lazy: lazyPage(
        () => import('../features/menu/categories/CategoryEditorPage'),
        (m) => m.CategoryEditorPage,
      ),
    },
    {
      path: child(paths.promotions.path),
      lazy: lazyPage(
        () => import('../features/menu/promotions/PromotionsPage'),
        (m) => m.PromotionsPage,
      ),
    },
    {
      path: child(paths.promotion.path),
      lazy: lazyPage(
        () => import('../features/menu/promotions/PromotionEditorPage'),
        (m) => m.PromotionEditorPage,
      ),
    },
    {
      path: child(paths.menuTransfer.path),
      lazy: lazyPage(
        () => import('../features/menu/transfer/TransferPage'),
        (m) => m.TransferPage,
      ),
    },
  ],
};
