import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { Field, type NecessityIndicator } from '../TextField/Field';
import { Box, Chevron, NativeSelect } from './Select.styles';

/** One choice of a `Select`. */
export interface SelectOption {
  /** What the select's value becomes; numbers arrive as strings, as in any native select. */
  value: string | number;
  /** What the person reads. */
  label: string;
  /** Shown but not choosable (sold out, closed today). @default false */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'multiple' | 'size'> {
  /** The visible label, linked to the select. */
  label: ReactNode;
  /** Help under the select, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** An error message under the select; sets `aria-invalid`, is linked and announced. */
  error?: ReactNode;
  /** The choices; or pass `<option>`/`<optgroup>` elements as children. @default none */
  options?: readonly SelectOption[];
  /** A first option with the value `''` ("Choose an area"), shown while nothing is chosen; on a required select it cannot be chosen back. @default none */
  placeholder?: string;
  /** Called with the chosen option's value (a string, `''` for the placeholder) after the native `onChange`. */
  onValueChange?: (value: string) => void;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** `icon`: an asterisk after a required label; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** Class of the outer element, for layout; every other native prop goes to the `<select>`. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * A labelled native `<select>` with the kit's field anatomy: label, hint, error message, focus ring,
 * and the system's own picker on phones. For a short list of plain-text choices (a delivery area, a
 * restaurant, a reason); a long or searchable list wants a combobox, which the kit does not have yet.
 *
 * Native props (`value`, `defaultValue`, `onChange`, `name`, `required`, `autoComplete`, `ref` …) go
 * to the `<select>`, so it works in a plain form and with the browser's validation.
 */
export function Select({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  onValueChange,
  onChange,
  fullWidth = false,
  necessityIndicator,
  disabled = false,
  required = false,
  className,
  style,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  // Uncontrolled with a placeholder and no default: start on the placeholder, not on the first choice.
  const startsEmpty =
    placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      required={required}
      necessityIndicator={necessityIndicator}
      fullWidth={fullWidth}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Box $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          <NativeSelect
            disabled={disabled}
            required={required}
            defaultValue={startsEmpty ? '' : undefined}
            {...selectProps}
            {...control}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          >
            {placeholder !== undefined && (
              // A required select's placeholder is what the browser's validation treats as "nothing
              // chosen"; disabling it keeps people from choosing "nothing" back once they have chosen.
              <option value="" disabled={required} data-placeholder="">
                {placeholder}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </NativeSelect>
          <Chevron>
            <Icon name="chevron-down" size={18} />
          </Chevron>
        </Box>
      )}
    </Field>
  );
}
