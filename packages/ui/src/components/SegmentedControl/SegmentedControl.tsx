import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { RadioGroupFrame, useRadioValue, type RadioValue, type RadioValueProps } from '../RadioGroup/RadioGroupFrame';
import { Segment, Track, type SegmentedControlStretch } from './SegmentedControl.styles';

/** One segment. */
export interface SegmentedControlOption<V extends RadioValue = string> {
  /** What `onValueChange` receives; unique in the control. */
  value: V;
  /** A short visible name: one or two words. */
  label: ReactNode;
  /** A decorative icon before the label. */
  icon?: IconName;
  /** The segment cannot be chosen; arrow keys skip it. */
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends RadioValue = string>
  extends RadioValueProps<V>, Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'dir' | 'children'> {
  /** The control's name ("Period"), linked by `aria-labelledby`. */
  label: ReactNode;
  /** Keep the name for screen readers only, when the segments speak for themselves in context. @default false */
  hideLabel?: boolean;
  /** Two to five short choices, in order. */
  options: readonly SegmentedControlOption<V>[];
  /** `mobile`: the segments share the full width below the desktop breakpoint; `always` / `never` at every width. @default 'mobile' */
  stretch?: SegmentedControlStretch;
  /** Dims every segment; nothing can be focused or chosen. @default false */
  disabled?: boolean;
  /** The field's name inside a `<form>`: the chosen value is posted as a native radio's would be. @default none */
  name?: string;
  /** The radiogroup's id; `getElementById(id).focus()` lands on the chosen segment. @default a generated id */
  id?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * One choice among two to five short options shown as joined segments ("Delivery | Pickup",
 * "Today | Week | Month"). A radio group underneath (Radix's RadioGroup), not tabs: it picks a value
 * and shows no panel of its own. Tab enters at the chosen segment, arrow keys move and choose.
 */
export function SegmentedControl<V extends RadioValue = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  stretch = 'mobile',
  disabled = false,
  name,
  id: idProp,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SegmentedControlProps<V>) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const radix = useRadioValue(options, { value, defaultValue, onValueChange });
  return (
    <RadioGroupFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(group) => (
        <Track
          {...rest}
          {...group}
          {...radix}
          $stretch={stretch}
          // Radix gets no `orientation`: all four arrow keys move, as the radio group pattern says.
          aria-orientation="horizontal"
          disabled={disabled}
          name={name}
        >
          {options.map((option) => (
            <Segment
              key={String(option.value)}
              value={String(option.value)}
              disabled={option.disabled}
              $stretch={stretch}
            >
              {option.icon && <Icon name={option.icon} size={16} />}
              <span>{option.label}</span>
            </Segment>
          ))}
        </Track>
      )}
    </RadioGroupFrame>
  );
}
