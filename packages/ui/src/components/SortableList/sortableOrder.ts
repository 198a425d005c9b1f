// What SortableList says and does, apart from how it looks: the new order after a move, and the words a
// screen reader hears while an item is lifted, moved, dropped or put back (the kit's own, in four languages).
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { SortableListMessageId } from './sortableListMessages';

export type SortableId = string | number;

/** The ids with the one at `from` taken out and put back at `to` (both clamped to the list). */
export function moveId<Id extends SortableId>(ids: readonly Id[], from: number, to: number): Id[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

type Translate = (id: SortableListMessageId, values?: Record<string, string | number>) => string;

/**
 * dnd-kit's announcements and instructions in the kit's words: each names the item (as the app labels it)
 * and its position ("position 3 of 5"), since "over droppable area" tells a listener nothing.
 */
export function sortableAnnouncements(
  t: Translate,
  ids: readonly SortableId[],
  labelOf: (id: SortableId) => string,
  /** Where the lifted item was last said to be: dnd-kit reports "over" itself right after the lift, which
   * would drown "picked up", and again on each re-render; only a new place is worth saying. */
  lastOver: { current: UniqueIdentifier | null },
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const say = (message: SortableListMessageId, item: UniqueIdentifier, at: UniqueIdentifier) =>
    t(message, { item: labelOf(item), position: position(at), total });
  return {
    screenReaderInstructions: { draggable: t('instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return say('pickedUp', active.id, active.id);
      },
      onDragOver: ({ active, over }) => {
        const now = over?.id ?? null;
        if (now === lastOver.current) return undefined;
        lastOver.current = now;
        return over ? say('moved', active.id, over.id) : t('outside', { item: labelOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? say('dropped', active.id, over.id) : say('cancelled', active.id, active.id),
      onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
    },
  };
}
