// The back office's state, one per tab: the language, the session and the API client they share.
import { chisinauIsoDate } from '@nori/core/time';
import { createAdminApi, type AdminApi } from '../api';
import { createApiClient } from '../api/client';
import { AuditLogStore } from './AuditLogStore';
import { CategoriesStore } from './CategoriesStore';
import { CategoryEditorStore } from './CategoryEditorStore';
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
  private boardStore: OrdersBoardStore | null = null;
  private stopListStore: StopListStore | null = null;
  private orderHistoryStore: OrderHistoryStore | null = null;
  private staffMembersStore: StaffMembersStore | null = null;
  private auditLogStore: AuditLogStore | null = null;
  private menuProductsStore: MenuProductsStore | null = null;
  private categoriesStore: CategoriesStore | null = null;
  private promotionsStore: PromotionsStore | null = null;
  private menuTransferStore: MenuTransferStore | null = null;
  private settingsStore: SettingsStore | null = null;
  private reportsStore: ReportsStore | null = null;

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
    this.boardStore ??= new OrdersBoardStore(this.api, this.openEventSource, () => this.locale.locale, {
      onSessionEnded: () => this.session.ended(),
    });
    return this.boardStore;
  }

  /** The stop-list screen's state, made when first shown. */
  get stopList(): StopListStore {
    this.stopListStore ??= new StopListStore(this.api, () => this.locale.locale);
    return this.stopListStore;
  }

  /** The order search (/orders/history), made when first shown; kept so Back finds the same page. */
  get orderHistory(): OrderHistoryStore {
    this.orderHistoryStore ??= new OrderHistoryStore(this.api);
    return this.orderHistoryStore;
  }

  /** One order's page: a store of its own for each page shown. */
  newOrderPage(): OrderPageStore {
    return new OrderPageStore(this.api);
  }

  /** The staff members (owners), made when first shown. */
  get staffMembers(): StaffMembersStore {
    this.staffMembersStore ??= new StaffMembersStore(this.api);
    return this.staffMembersStore;
  }

  /** The audit log (owners), made when first shown. */
  get auditLog(): AuditLogStore {
    this.auditLogStore ??= new AuditLogStore(this.api);
    return this.auditLogStore;
  }

  /** The menu's dishes (the Menu screen), made when first shown. */
  get menuProducts(): MenuProductsStore {
    this.menuProductsStore ??= new MenuProductsStore(this.api, () => this.locale.locale);
    return this.menuProductsStore;
  }

  /** The settings screen's tabs (announcements, restaurants, delivery zones, order rules). */
  get settings(): SettingsStore {
    this.settingsStore ??= new SettingsStore(this.api);
    return this.settingsStore;
  }

  /** The menu's categories and their dishes in menu order, made when first shown. */
  get categories(): CategoriesStore {
    this.categoriesStore ??= new CategoriesStore(this.api);
    return this.categoriesStore;
  }

  /** A category editor of its own for each category opened. */
  newCategoryEditor(): CategoryEditorStore {
    return new CategoryEditorStore(this.api);
  }

  /** The promotions in menu order, made when first shown. */
  get promotions(): PromotionsStore {
    this.promotionsStore ??= new PromotionsStore(this.api);
    return this.promotionsStore;
  }

  /** A promotion editor of its own for each promotion opened (a new one starts today, in Chișinău). */
  newPromotionEditor(): PromotionEditorStore {
    return new PromotionEditorStore(
      this.api,
      () => chisinauIsoDate(new Date()),
      () => this.locale.locale,
    );
  }

  /** The menu's export and import, made when first shown. */
  get menuTransfer(): MenuTransferStore {
    this.menuTransferStore ??= new MenuTransferStore(this.api);
    return this.menuTransferStore;
  }

  /** The reports screen's range, restaurant and report (days in Chișinău), made when first shown. */
  get reports(): ReportsStore {
    this.reportsStore ??= new ReportsStore(this.api, () => chisinauIsoDate(new Date()));
    return this.reportsStore;
  }

  /** A dish editor of its own for each dish opened (two tabs of the same dish are two editors). */
  newProductEditor(): ProductEditorStore {
    return new ProductEditorStore(this.api);
  }
}
