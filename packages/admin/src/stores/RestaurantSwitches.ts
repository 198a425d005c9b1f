// The restaurants tab's switches, for every role: pausing ordering (for some minutes, until a time on
// Chișinău's clock, or resumed) and the kitchen's "busy: +N minutes". Each is one API call for the restaurant
// shown, made at once (no form, no Save), its answer the restaurant as it now is.
import { instantOf, wallTime } from '@nori/core';
import type { StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';

export class RestaurantSwitches {
  /** A switch is in flight (the others wait). */
  switching = false;
  /** The API's words when a switch was refused; null: none. */
  problem: string | null = null;

  constructor(
    private readonly api: AdminApi,
    /** The restaurant shown; null: none. */
    private readonly shown: () => number | null,
    /** The restaurant as the API answered it. */
    private readonly changed: (restaurant: StaffRestaurant) => void,
  ) {
    makeAutoObservable<RestaurantSwitches, 'api' | 'shown' | 'changed'>(this, {
      api: false,
      shown: false,
      changed: false,
    });
  }

  /** Pauses ordering for `minutes`, or until `HH:mm` in Chișinău (today, or tomorrow once it has passed). */
  pause(how: { minutes: number } | { until: string }, now = new Date()) {
    const { restaurants } = this.api.settings;
    if ('minutes' in how) return this.switch((id) => restaurants.pause(id, how));
    const [hours = 0, minutes = 0] = how.until.split(':').map(Number);
    const today = wallTime(now);
    let until = instantOf(today.year, today.month, today.day, hours * 60 + minutes);
    if (until <= now) until = instantOf(today.year, today.month, today.day + 1, hours * 60 + minutes);
    return this.switch((id) => restaurants.pause(id, { until: until.toISOString() }));
  }

  resume() {
    return this.switch((id) => this.api.settings.restaurants.pause(id, { until: null }));
  }

  /** The kitchen is busy: `minutes` added to the earliest time offered; 0 ends it. */
  setBusy(minutes: number) {
    return this.switch((id) => this.api.settings.restaurants.busy(id, { minutes }));
  }

  /** Pausing or a busy kitchen for the restaurant shown: `call` makes the API call for its id. */
  private async switch(call: (id: number) => Promise<StaffRestaurant>): Promise<boolean> {
    const id = this.shown();
    if (id === null) return false;
    this.switching = true;
    this.problem = null;
    try {
      const data = await call(id);
      runInAction(() => this.changed(data));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The API's general words and any field's ("the time has passed").
      runInAction(() => (this.problem = [error.message, ...Object.values(error.fields).flat()].join(' ')));
      return false;
    } finally {
      runInAction(() => (this.switching = false));
    }
  }
}
