/** Spec §5 and §9: the latest selectable birthday is 18 years before today. */
export const MINIMUM_AGE = 18;

export function latestBirthday(today: Date): Date {
  const latest = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  // 29 February minus 18 years is 1 March in a common year: the person turns 18 on 1 March.
  return latest;
}

/** A `YYYY-MM-DD` birthday from the API as a local calendar day, or null. */
export function parseIsoDate(value: string | null): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 ? date : null;
}
