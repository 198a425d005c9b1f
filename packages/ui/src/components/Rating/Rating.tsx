import { useId, useState } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { hasContent } from '../Checkbox/ChoiceField';
import { RadioGroupFrame, useRadioValue, type RadioGroupFieldProps } from '../RadioGroup/RadioGroupFrame';
import { Star, Stars } from './Rating.styles';
import { StarGlyph } from './StarGlyph';

export interface RatingProps extends RadioGroupFieldProps {
  /** The chosen number of stars when the app controls it; `null` or `0`: none yet. @default uncontrolled */
  value?: number | null;
  /** The number chosen at first, when the rating keeps its own state. @default none */
  defaultValue?: number;
  /** Called with 1…`max` when the person chooses a star. */
  onValueChange?: (value: number) => void;
  /** How many stars. @default 5 */
  max?: number;
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
