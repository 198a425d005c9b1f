/** Spec §5 and §9: the latest selectable birthday is 18 years before today. */
export const MINIMUM_AGE = 18;

export function latestBirthday(today: Date): Date {
  return new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
}
