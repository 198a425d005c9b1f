import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { hasContent } from '../Checkbox/ChoiceField';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import {
  RadioGroupFrame,
  useRadioValue,
  type RadioGroupFieldProps,
  type RadioValue,
  type RadioValueProps,
} from '../RadioGroup/RadioGroupFrame';
import {
  Card,
  CardDescription,
  Cards,
  CardText,
  Dot,
  Lead,
  Ring,
  Title,
  Trailing,
  type RadioCardOrientation,
} from './RadioCard.styles';

/** One card of a RadioCard group. */
export interface RadioCardOption<V extends RadioValue = string> {
  /** What `onValueChange` receives; unique in the group. */
  value: V;
  /** The card's name ("Delivery"), read as the radio's name. */
  title: ReactNode;
  /** A quieter line under the title ("Str. Ismail 88"), read as the radio's description. */
  description?: ReactNode;
  /** A decorative icon before the title. */
  icon?: IconName;
  /** Content at the card's end on the title's line (a price, a time, an icon), read after the description. */
  trailing?: ReactNode;
  /** The card cannot be chosen; arrow keys skip it. */
  disabled?: boolean;
}

export interface RadioCardProps<V extends RadioValue = string>
  extends
    RadioValueProps<V>,
    RadioGroupFieldProps,
    Omit<
      HTMLAttributes<HTMLDivElement>,
      'defaultValue' | 'onChange' | 'dir' | 'children' | 'id' | 'className' | 'style'
    > {
  /** The cards, in order. */
  options: readonly RadioCardOption<V>[];
  /** `vertical`: one card a line; `horizontal`: side by side from the desktop breakpoint, stacked on phones. @default 'vertical' */
  orientation?: RadioCardOrientation;
  /** An error under the cards; sets `aria-invalid` on the group, outlines the cards in red, is linked and announced. @default none */
  error?: ReactNode;
}

/**
 * A radio group whose options are bordered cards with a title, a description and trailing content:
 * delivery or pickup, the restaurant, the payment type at checkout. On Radix's RadioGroup, each card a
 * `button role="radio"`: Tab enters at the chosen card, arrow keys move and choose, Space chooses.
 */
export function RadioCard<V extends RadioValue = string>({
  label,
  hideLabel = false,
  description,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  error,
  disabled = false,
  required = false,
  name,
  id: idProp,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: RadioCardProps<V>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const radix = useRadioValue(options, { value, defaultValue, onValueChange });
  const invalid = hasContent(error);
  return (
    <RadioGroupFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(group) => (
        <Cards
          {...rest}
          {...group}
          {...radix}
          $orientation={orientation}
          // No `orientation` for Radix: it would keep only one axis's arrow keys, and the pattern wants both.
          aria-orientation={orientation}
          disabled={disabled}
          required={required}
          name={name}
        >
          {options.map((option, index) => {
            const itemId = `${id}-option-${index}`;
            const describedByIds = [
              hasContent(option.description) && `${itemId}-description`,
              hasContent(option.trailing) && `${itemId}-trailing`,
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <Card
                key={String(option.value)}
                id={itemId}
                value={String(option.value)}
                disabled={option.disabled}
                $invalid={invalid}
                aria-labelledby={`${itemId}-title`}
                aria-describedby={describedByIds || undefined}
              >
                <Lead>
                  <Ring>
                    <Dot />
                  </Ring>
                  {option.icon && <Icon name={option.icon} size={20} />}
                </Lead>
                <CardText>
                  <Title id={`${itemId}-title`}>{option.title}</Title>
                  {hasContent(option.description) && (
                    <CardDescription id={`${itemId}-description`}>{option.description}</CardDescription>
                  )}
                </CardText>
                {hasContent(option.trailing) && <Trailing id={`${itemId}-trailing`}>{option.trailing}</Trailing>}
              </Card>
            );
          })}
        </Cards>
      )}
    </RadioGroupFrame>
  );
}
