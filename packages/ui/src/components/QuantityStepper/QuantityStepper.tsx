import type { MouseEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Group, StepButton, Value, type QuantityStepperSize } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  /** The quantity (controlled). */
  value?: number;
  /** The starting quantity when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with the next quantity after − or +. */
  onValueChange?: (value: number) => void;
  /** The lowest quantity − reaches. @default 1 */
  min?: number;
  /** The highest quantity + reaches. @default 99 */
  max?: number;
  /** When given, − becomes a remove button (trash icon) at `min` and calls this instead. */
  onRemove?: () => void;
  /** Shows the quantity but ignores presses. @default false */
  disabled?: boolean;
  /** Height of the control. @default 'md' */
  size?: QuantityStepperSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** The group's accessible name, e.g. "Quantity: Philadelphia". @default the kit's "Quantity" */
  label?: string;
  className?: string;
}

/**
 * − quantity +. The quantity is an `<output>`, so screen readers announce it as it changes.
 * Buttons at a limit are `aria-disabled` rather than `disabled`: the focused + at the maximum keeps
 * focus instead of dropping it to the page.
 */
export function QuantityStepper({
  value: valueProp,
  defaultValue,
  onValueChange,
  min = 1,
  max = 99,
  onRemove,
  disabled = false,
  size = 'md',
  fullWidth = false,
  label,
  className,
}: QuantityStepperProps) {
  const t = useKitMessages();
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
  });
  const removes = onRemove !== undefined && value <= min;
  const decreaseInert = disabled || (value <= min && !removes);
  const increaseInert = disabled || value >= max;
  const iconSize = size === 'sm' ? 16 : 20;

  const press = (inert: boolean, action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    action();
  };

  return (
    <Group
      role="group"
      aria-label={label ?? t('quantityStepper.value')}
      className={className}
      $size={size}
      $fullWidth={fullWidth}
    >
      <StepButton
        type="button"
        $size={size}
        $tone={removes ? 'danger' : 'default'}
        aria-disabled={decreaseInert || undefined}
        onClick={press(decreaseInert, () => (removes ? onRemove() : setValue(Math.max(min, value - 1))))}
      >
        <Icon name={removes ? 'trash' : 'minus'} size={iconSize} />
        <VisuallyHidden>{t(removes ? 'quantityStepper.remove' : 'quantityStepper.decrease')}</VisuallyHidden>
      </StepButton>
      <Value $size={size} aria-live="polite">
        {value}
      </Value>
      <StepButton
        type="button"
        $size={size}
        $tone="default"
        aria-disabled={increaseInert || undefined}
        onClick={press(increaseInert, () => setValue(Math.min(max, value + 1)))}
      >
        <Icon name="plus" size={iconSize} />
        <VisuallyHidden>{t('quantityStepper.increase')}</VisuallyHidden>
      </StepButton>
    </Group>
  );
}
