import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSortableListWords } from './sortableListMessages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { List } from './SortableList.styles';
import { SortableRow } from './SortableRow';
import { moveId, sortableAnnouncements, type SortableId } from './sortableOrder';

export interface SortableListProps<T> {
  /** The items in their current order. */
  items: readonly T[];
  /** An item's id, unique in the list: what `onReorder` hands back. */
  getId: (item: T) => SortableId;
  /** An item's name in the handle's and buttons' names and in what a screen reader hears ("Rolls"). */
  getLabel: (item: T) => string;
  /** The content of an item's row, between its handle and its move buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called with every id in the new order after a drop or a move button; the app saves it and passes the items back in it. */
  onReorder: (ids: SortableId[]) => void;
  /** The list's accessible name ("Categories in menu order"). */
  label: string;
  /** Shows the items without handles or move buttons (someone who may not change the order, a save in flight). @default false */
  disabled?: boolean;
  /** Class of the list, for layout. */
  className?: string;
}

/** The lifted row follows the pointer up and down only: a vertical list has no sideways. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A vertical list put in order by hand, on dnd-kit: drag a row by its grip; or, from the grip, Space or
 * Enter lifts it, the up and down arrows move it, Space or Enter drops it and Escape puts it back — each
 * step announced with the item's name and position in the kit's words. Every row also has "move up" and
 * "move down" buttons, for whoever neither drags nor knows the keys. The list keeps no order of its own:
 * `onReorder` gets the new one and the app passes the items back in it.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  label,
  disabled = false,
  className,
}: SortableListProps<T>) {
  const t = useSortableListWords();
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const labels = new Map(items.map((item) => [getId(item), getLabel(item)]));
  const labelOf = (id: SortableId) => labels.get(id) ?? String(id);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the grip stays a tap (focus) on a touch screen.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLOListElement>(null);
  // What the move buttons say (dnd-kit speaks for the drags), and where focus goes back after the move.
  const [status, setStatus] = useState('');
  const pendingFocus = useRef<{ id: SortableId; direction: 'up' | 'down' } | null>(null);
  // Where the lifted item was last said to be; written by the announcements dnd-kit calls while dragging.
  const [lastOver] = useState<{ current: SortableId | null }>(() => ({ current: null }));

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector(`[data-sortable-id="${CSS.escape(String(pending.id))}"]`);
    const button = row?.querySelector<HTMLElement>(`[data-move="${pending.direction}"]`);
    if (button && document.activeElement !== button) button.focus();
  }, [ids]);

  const moveBy = (id: SortableId, direction: 'up' | 'down') => {
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    pendingFocus.current = { id, direction };
    setStatus(t('moved', { item: labelOf(id), position: to + 1, total: ids.length }));
    onReorder(moveId(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      accessibility={sortableAnnouncements(t, ids, labelOf, lastOver)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List ref={listRef} aria-label={label} className={className}>
          {items.map((item, index) => {
            const id = ids[index]!;
            return (
              <SortableRow
                key={id}
                id={id}
                label={labelOf(id)}
                first={index === 0}
                last={index === items.length - 1}
                disabled={disabled}
                onMove={(direction) => moveBy(id, direction)}
              >
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </DndContext>
  );
}
