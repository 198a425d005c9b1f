import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { hasContent } from '../Checkbox/ChoiceField';
import { RadioGroupFrame, useRadioValue } from '../RadioGroup/RadioGroupFrame';
import { Star, Stars } from './Rating.styles';
import { StarGlyph } from './StarGlyph';

export interface RatingProps {
  /** The group's visible name ("Your rating"), linked by `aria-labelledby`. */
  label: ReactNode;
  /** Says the name to screen readers only, when the page shows it another way. @default false */
  hideLabel?: boolean;
  /** Help under the name, linked by `aria-describedby`. @default none */
  description?: ReactNode;
  /** The chosen number of stars when the app controls it; `null` or `0`: none yet. @default uncontrolled */
  value?: number | null;
  /** The number chosen at first, when the rating keeps its own state. @default none */
  defaultValue?: number;
  /** Called with 1…`max` when the person chooses a star. */
  onValueChange?: (value: number) => void;
  /** How many stars. @default 5 */
  max?: number;
  /** An error under the stars; sets `aria-invalid` on the group, is linked and announced. @default none */
  error?: ReactNode;
  /** Nothing can be chosen. @default false */
  disabled?: boolean;
  /** Marks the group required (`aria-required`); the app still checks it. @default false */
  required?: boolean;
  /** The field's name inside a `<form>`: the number is posted as a native radio's would be. @default none */
  name?: string;
  /** The radiogroup's id; `focus()` on it lands on the chosen star or the first. @default a generated id */
  id?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * A rating of 1 to `max` stars to give, as the WAI-ARIA radio group pattern says (each star is a
 * radio named "4 of 5"): Tab enters at the chosen star, arrow keys move and choose, Space chooses.
 * The stars up to the one under the pointer, or else the chosen one, light up.
 */
export function Rating({
  label,
  hideLabel = false,
  description,
  value,
  defaultValue,
  onValueChange,
  max = 5,
  error,
  disabled = false,
  required = false,
  name,
  id: idProp,
  className,
  style,
}: RatingProps) {
  const t = useKitMessages();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const options = Array.from({ length: max }, (_, index) => ({ value: index + 1 }));
  const radix = useRadioValue(options, { value: value === 0 ? null : value, defaultValue, onValueChange });
  const [hovered, setHovered] = useState(0);
  const lit = hovered || Number(radix.value ?? 0);
  const invalid = hasContent(error);
  return (
    <RadioGroupFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      disabled={disabled}
      className={className}
      style={style}
    >
      {(group) => (
        <Stars
          {...group}
          {...radix}
          aria-orientation="horizontal"
          disabled={disabled}
          required={required}
          name={name}
          onPointerLeave={() => setHovered(0)}
        >
          {options.map(({ value: n }) => (
            <Star
              key={n}
              value={String(n)}
              $lit={n <= lit}
              $invalid={invalid}
              aria-label={t('rating.star', { value: n, max })}
              onPointerEnter={() => !disabled && setHovered(n)}
            >
              <StarGlyph filled={n <= lit} size={32} />
            </Star>
          ))}
        </Stars>
      )}
    </RadioGroupFrame>
  );
}
