import type * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, useState, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { BOX_SIZE, Box, Indicator } from './Checkbox.styles';
import { ChoiceField } from './ChoiceField';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root>;

export interface CheckboxProps extends Omit<
  RadixRootProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'asChild' | 'children'
> {
  /** The visible label, a `<label>` linked to the box; a tap anywhere on the row toggles it. @default `children` */
  label?: ReactNode;
  /** The label, when it reads better as children; `label` wins when both are given. @default none */
  children?: ReactNode;
  /** A quieter line under the label, linked by `aria-describedby`. @default none */
  description?: ReactNode;
  /** An error message under the row; sets `aria-invalid`, is linked and announced. @default none */
  error?: ReactNode;
  /** Checked, when the app controls the state (pair with `onCheckedChange`). @default uncontrolled */
  checked?: boolean;
  /** Checked at first, when the checkbox keeps its own state. @default false */
  defaultChecked?: boolean;
  /**
   * Shows the mixed state (a dash, `aria-checked="mixed"`) whatever `checked` says, as a "select all"
   * over a partly chosen list does. The app clears it: a click calls `onCheckedChange(true)`. @default false
   */
  indeterminate?: boolean;
  /** Called with the new state when the person toggles the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Dims the row; the box cannot be focused or toggled. @default false */
  disabled?: boolean;
  /** The box's id; the description's and error's ids derive from it. @default a generated id */
  id?: string;
  /** Class of the outer element, for layout; every other prop goes to the box (Radix's button). */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * A checkbox with its label, an optional description and an error message, on Radix's Checkbox
 * (a `button role="checkbox"`: Space toggles it; inside a `<form>` with a `name` it posts like a
 * native one). Controlled (`checked` + `onCheckedChange`) or not (`defaultChecked`).
 */
export function Checkbox({
  label,
  children,
  description,
  error,
  checked: checkedProp,
  defaultChecked = false,
  indeterminate = false,
  onCheckedChange,
  disabled = false,
  id: idProp,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  // The state is kept here, not in Radix: Radix always gets a controlled value, so `indeterminate`
  // can come and go without Radix switching between controlled and uncontrolled.
  const [ownChecked, setOwnChecked] = useState(defaultChecked);
  const checked = checkedProp ?? ownChecked;
  return (
    <ChoiceField
      id={id}
      label={label ?? children}
      description={description}
      error={error}
      disabled={disabled}
      controlPosition="start"
      controlWidth={BOX_SIZE}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Box
          {...rest}
          {...control}
          disabled={disabled}
          checked={indeterminate ? 'indeterminate' : checked}
          onCheckedChange={(next) => {
            const value = next === true;
            if (checkedProp === undefined) setOwnChecked(value);
            onCheckedChange?.(value);
          }}
        >
          <Indicator>
            <Icon name={indeterminate ? 'minus' : 'check'} size={14} />
          </Indicator>
        </Box>
      )}
    </ChoiceField>
  );
}
