// The back office's state, one per tab: the language, the session and the API client they share.
import { chisinauIsoDate } from '@nori/core/time';
import { createAdminApi, type AdminApi } from '../api';
import { createApiClient } from '../api/client';
import { AuditLogStore } from './AuditLogStore';
import { CategoriesStore } from './CategoriesStore';
import { CategoryEditorStore } from './CategoryEditorStore';
import { lazy } from './lazy';
import { LocaleStore } from './LocaleStore';
import { MenuTransferStore } from './MenuTransferStore';
import { PromotionEditorStore } from './PromotionEditorStore';
import { PromotionsStore } from './PromotionsStore';
import { OrderHistoryStore } from './OrderHistoryStore';
import { OrderPageStore } from './OrderPageStore';
import { StaffMembersStore } from './StaffMembersStore';
import { MenuProductsStore } from './MenuProductsStore';
import { OrdersBoardStore, type OpenEventSource } from './OrdersBoardStore';
import { ProductEditorStore } from './ProductEditorStore';
import { ReportsStore } from './ReportsStore';
import { StopListStore } from './StopListStore';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';

export class RootStore {
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  /** The API, one module per resource (api/index.ts). */
  readonly api: AdminApi;
  private readonly openEventSource: OpenEventSource;
  private readonly boardStore = lazy(
    () =>
      new OrdersBoardStore(this.api, this.openEventSource, () => this.locale.locale, {
        onSessionEnded: () => this.session.ended(),
        onReset: () => void this.session.refresh(),
      }),
  );
  private readonly stopListStore = lazy(() => new StopListStore(this.api, () => this.locale.locale));
  private readonly orderHistoryStore = lazy(() => new OrderHistoryStore(this.api));
  private readonly staffMembersStore = lazy(() => new StaffMembersStore(this.api));
  private readonly auditLogStore = lazy(() => new AuditLogStore(this.api));
  private readonly menuProductsStore = lazy(() => new MenuProductsStore(this.api, () => this.locale.locale));
  private readonly settingsStore = lazy(() => new SettingsStore(this.api));
  private readonly categoriesStore = lazy(() => new CategoriesStore(this.api));
  private readonly promotionsStore = lazy(() => new PromotionsStore(this.api));
  private readonly menuTransferStore = lazy(() => new MenuTransferStore(this.api));
  private readonly reportsStore = lazy(() => new ReportsStore(this.api, () => chisinauIsoDate(new Date())));

  constructor({
    apiUrl,
    storage = null,
    fetch: fetchImpl,
    openEventSource = (url) => new EventSource(url, { withCredentials: true }),
  }: {
    apiUrl: string;
    storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
    fetch?: typeof fetch;
    /** How the board follows the API's live stream (the browser's EventSource with the session cookie). */
    openEventSource?: OpenEventSource;
  }) {
    this.openEventSource = openEventSource;
    this.locale = new LocaleStore(storage);
    this.session = new SessionStore(() => this.api);
    this.api = createAdminApi(
      createApiClient({
        baseUrl: apiUrl,
        locale: () => this.locale.locale,
        csrfToken: () => this.session.csrfToken,
        fetch: fetchImpl,
      }),
    );
  }

  /** The orders board, made when first shown (the sign-in page needs none). */
  get board(): OrdersBoardStore {
    return this.boardStore();
  }

  /** The stop-list screen's state, made when first shown. */
  get stopList(): StopListStore {
    return this.stopListStore();
  }

  /** The order search (/orders/history), made when first shown; kept so Back finds the same page. */
  get orderHistory(): OrderHistoryStore {
    return this.orderHistoryStore();
  }

  /** One order's page: a store of its own for each page shown. */
  newOrderPage(): OrderPageStore {
    return new OrderPageStore(this.api);
  }

  /** The staff members (owners), made when first shown. */
  get staffMembers(): StaffMembersStore {
    return this.staffMembersStore();
  }

  /** The audit log (owners), made when first shown. */
  get auditLog(): AuditLogStore {
    return this.auditLogStore();
  }

  /** The menu's dishes (the Menu screen), made when first shown. */
  get menuProducts(): MenuProductsStore {
    return this.menuProductsStore();
  }

  /** The settings screen's tabs (announcements, restaurants, delivery zones, order rules). */
  get settings(): SettingsStore {
    return this.settingsStore();
  }

  /** The menu's categories and their dishes in menu order, made when first shown. */
  get categories(): CategoriesStore {
    return this.categoriesStore();
  }

  /** A category editor of its own for each category opened. */
  newCategoryEditor(): CategoryEditorStore {
    return new CategoryEditorStore(this.api);
  }

  /** The promotions in menu order, made when first shown. */
  get promotions(): PromotionsStore {
    return this.promotionsStore();
  }

  /** A promotion editor of its own for each promotion opened (a new one starts today, in Chișinău). */
  newPromotionEditor(): PromotionEditorStore {
    const today = () => chisinauIsoDate(new Date());
    return new PromotionEditorStore(this.api, today, () => this.locale.locale);
  }

  /** The menu's export and import, made when first shown. */
  get menuTransfer(): MenuTransferStore {
    return this.menuTransferStore();
  }

  /** The reports screen's range, restaurant and report (days in Chișinău), made when first shown. */
  get reports(): ReportsStore {
    return this.reportsStore();
  }

  /** A dish editor of its own for each dish opened (two tabs of the same dish are two editors). */
  newProductEditor(): ProductEditorStore {
    return new ProductEditorStore(this.api);
  }
}
