/**
 * The date picker's side of order times. The rules (lead time, horizon, hours, earliest slot) are
 * @nori/core's, the same the API checks with; only the picker's device-time convention lives here.
 */
import { instantOf, wallTime } from '@nori/core';

/**
 * The DatePicker works in the device's time zone; the shop's times are Chișinău's. A picker date
 * carries the Chișinău wall-clock time in its local fields, so 18:00 means 18:00 in Chișinău on any
 * device.
 */
export function toPickerDate(at: Date): Date {
  const w = wallTime(at);
  return new Date(w.year, w.month - 1, w.day, Math.floor(w.minutes / 60), w.minutes % 60);
}

export function fromPickerDate(date: Date): Date {
  return instantOf(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours() * 60 + date.getMinutes());
}
