import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Chip, RemoveButton, Text, type TagTone } from './Tag.styles';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The colour family, from the theme's roles; each meets text contrast in both brands. @default 'neutral' */
  tone?: TagTone;
  /** A decorative icon before the text. @default none */
  icon?: IconName;
  /** Shows a remove button (Enter, Space, Delete or Backspace) that calls this; the app then drops the tag and moves focus. @default no button */
  onRemove?: () => void;
  /** The tag's text as a plain string, for the remove button's name ("Remove Spicy") when `children` is not a string. @default `children` */
  label?: string;
  /** The tag's text. */
  children: ReactNode;
}

/**
 * A small label chip for what something *is* or *has*, in rows of several: an order's state in the
 * back office, a dish's allergens, the tags chosen in a filter. It can carry a remove button.
 *
 * Tag or Badge? A `Badge` is a bold pill that calls attention to one fact on a product card or a
 * photo ("New", "−20%"), never interactive. A `Tag` is quieter, squarer and body-sized, meant to be
 * read in lists and forms, and can be removed. Neither is a button: for a choice that toggles, use a
 * checkbox or a button.
 *
 * Removing: the button is named by the kit's "Remove {label}" in the kit's language. The tag keeps
 * no state: the app removes it in `onRemove` and should move focus to a neighbouring tag or the
 * field that adds tags, since the focused button disappears with it.
 */
export function Tag({ tone = 'neutral', icon, onRemove, label, children, ...rest }: TagProps) {
  const t = useKitMessages();
  const name = label ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove?.();
    }
  };
  return (
    <Chip $tone={tone} $removable={Boolean(onRemove)} data-tone={tone} {...rest}>
      {icon && <Icon name={icon} size={16} />}
      <Text>{children}</Text>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={t('tag.remove', { label: name })}
          onClick={onRemove}
          onKeyDown={handleKeyDown}
        >
          <Icon name="close" size={14} />
        </RemoveButton>
      )}
    </Chip>
  );
}
