import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useSortableListWords } from './sortableListMessages';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Content, Handle, Moves, Row } from './SortableList.styles';
import type { SortableId } from './sortableOrder';

interface SortableRowProps {
  id: SortableId;
  label: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (direction: 'up' | 'down') => void;
  children: ReactNode;
}

/** One item of a SortableList (private to the kit): its handle, its content, its move buttons. */
export function SortableRow({ id, label, first, last, disabled, onMove, children }: SortableRowProps) {
  const t = useSortableListWords();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('roleDescription') },
  });
  const move = (direction: 'up' | 'down', edge: boolean) => (edge ? undefined : () => onMove(direction));
  return (
    <Row
      ref={setNodeRef}
      data-sortable-id={String(id)}
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {disabled ? (
        <span />
      ) : (
        <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners}>
          <Icon name="grip" size={20} />
          <VisuallyHidden>{t('handle', { item: label })}</VisuallyHidden>
        </Handle>
      )}
      <Content>{children}</Content>
      {!disabled && (
        <Moves>
          {/* At an edge the button stays focusable (aria-disabled), so focus is not lost when the item gets there. */}
          <IconButton
            icon="chevron-up"
            size="sm"
            label={t('moveUp', { item: label })}
            aria-disabled={first || undefined}
            data-move="up"
            onClick={move('up', first)}
          />
          <IconButton
            icon="chevron-down"
            size="sm"
            label={t('moveDown', { item: label })}
            aria-disabled={last || undefined}
            data-move="down"
            onClick={move('down', last)}
          />
        </Moves>
      )}
    </Row>
  );
}
