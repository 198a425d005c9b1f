// The board's keyboard shortcuts, for a kitchen with a keyboard: S says "Seen" for every waiting order (the
// ringing stops), ? shows the list. Ignored while typing in a field or with a modifier held.
export const SHORTCUTS = [
  { key: 's', message: 'admin.shortcut.seen' },
  { key: '?', message: 'admin.shortcut.help' },
] as const;
export type ShortcutKey = (typeof SHORTCUTS)[number]['key'];

/** The shortcut a key press asks for, or null (typing in a field, a modifier held, another key). */
export function shortcutOf(event: KeyboardEvent): ShortcutKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  const key = event.key.toLowerCase();
  return SHORTCUTS.some((s) => s.key === key) ? (key as ShortcutKey) : null;
}
