// What the menu area's screens share: who may change the menu, and a refusal in plain words.
import type { StaffRole } from '@nori/core/contract';
import type { Refusal } from '../../stores/menuOrder';

/** Owners and managers change the menu; an operator sees it (the API answers 403 otherwise). */
export const canEditMenu = (role: StaffRole | undefined) => role === 'owner' || role === 'manager';

/** A refusal's words: the API's, the menu's own for a 403, the app's for no connection. */
export function refusalText(t: (id: string) => string, refusal: Refusal): string {
  if (refusal.status === 403) return t('admin.menuArea.forbidden');
  return refusal.message || t('admin.problem.offline');
}
