// The settings screen's tabs, one store each, made when the tab is first shown.
import type { AdminApi } from '../api';
import { AnnouncementsStore } from './AnnouncementsStore';
import { DeliveryZonesStore } from './DeliveryZonesStore';
import { OrderRulesStore } from './OrderRulesStore';
import { RestaurantSettingsStore } from './RestaurantSettingsStore';

export class SettingsStore {
  private announcementsStore: AnnouncementsStore | null = null;
  private restaurantsStore: RestaurantSettingsStore | null = null;
  private zonesStore: DeliveryZonesStore | null = null;
  private rulesStore: OrderRulesStore | null = null;

  constructor(private readonly api: AdminApi) {}

  get announcements(): AnnouncementsStore {
    this.announcementsStore ??= new AnnouncementsStore(this.api);
    return this.announcementsStore;
  }

  get restaurants(): RestaurantSettingsStore {
    this.restaurantsStore ??= new RestaurantSettingsStore(this.api);
    return this.restaurantsStore;
  }

  get zones(): DeliveryZonesStore {
    this.zonesStore ??= new DeliveryZonesStore(this.api);
    return this.zonesStore;
  }

  get rules(): OrderRulesStore {
    this.rulesStore ??= new OrderRulesStore(this.api);
    return this.rulesStore;
  }
}
