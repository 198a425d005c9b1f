// The settings screen's tabs, one store each, made when the tab is first shown.
import type { AdminApi } from '../api';
import { AnnouncementsStore } from './AnnouncementsStore';
import { DeliveryZonesStore } from './DeliveryZonesStore';
import { lazy } from './lazy';
import { OrderRulesStore } from './OrderRulesStore';
import { RestaurantSettingsStore } from './RestaurantSettingsStore';

export class SettingsStore {
  private readonly announcementsStore = lazy(() => new AnnouncementsStore(this.api));
  private readonly restaurantsStore = lazy(() => new RestaurantSettingsStore(this.api));
  private readonly zonesStore = lazy(() => new DeliveryZonesStore(this.api));
  private readonly rulesStore = lazy(() => new OrderRulesStore(this.api));

  constructor(private readonly api: AdminApi) {}

  get announcements(): AnnouncementsStore {
    return this.announcementsStore();
  }

  get restaurants(): RestaurantSettingsStore {
    return this.restaurantsStore();
  }

  get zones(): DeliveryZonesStore {
    return this.zonesStore();
  }

  get rules(): OrderRulesStore {
    return this.rulesStore();
  }
}
