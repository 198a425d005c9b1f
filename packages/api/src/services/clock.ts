/** Time as the services see it; tests pass a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const TIME_ZONE = 'Europe/Chisinau';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date and time in Chișinău: the one the business, its hours and its customers use. */
export function chisinauTime(at: Date) {
  const parts = Object.fromEntries(dateParts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    /** 0 = Sunday … 6 = Saturday */
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    /** DD/MM/YYYY, as in the request signature */
    ddmmyyyy: `${parts.day}/${parts.month}/${parts.year}`,
    /** YYYY-MM-DD */
    iso: `${parts.year}-${parts.month}-${parts.day}`,
  };
}
