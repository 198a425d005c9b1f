/**
 * The numbers an order is checked against (the slots themselves are `slots.ts`): the API's
 * ORDER_LEAD_MINUTES, ORDER_MAX_DAYS_AHEAD, BONUS_*_PERCENT and SMS_COUNTRY_CODES, served at
 * GET /api/order-rules; the defaults below are the API's defaults.
 */
import type { OrderRules } from './contract';

export type { OrderRules };

/** The API's defaults; a shop uses them only until the API's own answer arrives. */
export const DEFAULT_ORDER_RULES: OrderRules = {
  lead_minutes: 45,
  max_days_ahead: 7,
  slot_step_minutes: 15,
  bonus_spend_max_percent: 30,
  bonus_earn_percent: 5,
  phone_country_codes: ['373'],
};
