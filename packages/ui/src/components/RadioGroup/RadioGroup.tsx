import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { hasContent } from '../Checkbox/ChoiceField';
import { ControlSlot, Description, Label, Row, Text } from '../Checkbox/ChoiceField.styles';
import { Dot, Options, Radio, type RadioGroupOrientation } from './RadioGroup.styles';
import {
  RadioGroupFrame,
  useRadioValue,
  type RadioGroupFieldProps,
  type RadioValue,
  type RadioValueProps,
} from './RadioGroupFrame';

/** One choice of a RadioGroup. */
export interface RadioOption<V extends RadioValue = string> {
  /** What `onValueChange` receives; unique in the group. */
  value: V;
  /** The option's visible name. */
  label: ReactNode;
  /** A quieter line under the label, read as the radio's description. */
  description?: ReactNode;
  /** The option cannot be chosen; arrow keys skip it. */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends RadioValue = string>
  extends
    RadioValueProps<V>,
    RadioGroupFieldProps,
    Omit<
      HTMLAttributes<HTMLDivElement>,
      'defaultValue' | 'onChange' | 'dir' | 'children' | 'id' | 'className' | 'style'
    > {
  /** The choices, in order. */
  options: readonly RadioOption<V>[];
  /** `vertical`: one option a line; `horizontal`: side by side, wrapping. Arrow keys of both axes move either way. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * A labelled group of radios on Radix's RadioGroup, as the WAI-ARIA radio group pattern says: Tab
 * enters at the chosen radio (or the first), arrow keys move to the next or previous one and choose
 * it, wrapping at the ends, and Space chooses the focused one. Values may be strings or numbers.
 */
export function RadioGroup<V extends RadioValue = string>({
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
}: RadioGroupProps<V>) {
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
        <Options
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
            const descriptionId = `${itemId}-description`;
            const optionDisabled = disabled || Boolean(option.disabled);
            return (
              <Row key={String(option.value)} $controlPosition="start">
                <ControlSlot>
                  <Radio
                    id={itemId}
                    value={String(option.value)}
                    disabled={option.disabled}
                    $invalid={invalid}
                    aria-describedby={hasContent(option.description) ? descriptionId : undefined}
                  >
                    <Dot />
                  </Radio>
                </ControlSlot>
                <Text>
                  <Label htmlFor={itemId} $disabled={optionDisabled}>
                    {option.label}
                  </Label>
                  {hasContent(option.description) && <Description id={descriptionId}>{option.description}</Description>}
                </Text>
              </Row>
            );
          })}
        </Options>
      )}
    </RadioGroupFrame>
  );
}
