/**
 * The anatomy the kit's radio groups share (RadioGroup, RadioCardGroup, SegmentedControl): a visible
 * or hidden group label, a description, the options, and an error in a polite live region. Private
 * to the kit: import it as `'../RadioGroup/RadioGroupFrame'`.
 *
 * - `group` is what the Radix root needs to be named and described: `aria-labelledby` (the label),
 *   `aria-describedby` (the error first, then the description) and `aria-invalid`.
 * - `useRadioValue` keeps the value here, not in Radix, so the app's values can be numbers as well as
 *   strings (a restaurant's id) and Radix always gets a controlled string.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { hasContent } from '../Checkbox/ChoiceField';
import { Icon } from '../Icon/Icon';
import { ErrorMessage } from '../TextField/Field.styles';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { GroupDescription, GroupLabel, GroupRoot } from './RadioGroupFrame.styles';

/** A value a radio option can carry: a code (`'delivery'`) or an id (`3`). */
export type RadioValue = string | number;

/** The value props every radio group of the kit takes. */
export interface RadioValueProps<V extends RadioValue> {
  /** The chosen value, when the app controls it (`null`: none yet); pair with `onValueChange`. @default uncontrolled */
  value?: V | null;
  /** The value chosen at first, when the group keeps its own state. @default none */
  defaultValue?: V;
  /** Called with the option's value (a number stays a number) when the person chooses it. */
  onValueChange?: (value: V) => void;
}

export function useRadioValue<V extends RadioValue>(
  options: readonly { value: V }[],
  { value, defaultValue, onValueChange }: RadioValueProps<V>,
) {
  const [own, setOwn] = useState<V | null>(defaultValue ?? null);
  const current = value !== undefined ? value : own;
  return {
    value: current === null ? null : String(current),
    onValueChange: (next: string) => {
      const option = options.find((candidate) => String(candidate.value) === next);
      if (!option) return;
      if (value === undefined) setOwn(option.value);
      onValueChange?.(option.value);
    },
  };
}

/** What every labelled radio group of the kit takes besides its options and value (RadioGroup, RadioCard, Rating). */
export interface RadioGroupFieldProps {
  /** The group's visible name (what a `<legend>` would say), linked by `aria-labelledby`. */
  label: ReactNode;
  /** Keeps the group's name for screen readers only, when a heading above already says it. @default false */
  hideLabel?: boolean;
  /** Help under the group's name, linked by `aria-describedby`. @default none */
  description?: ReactNode;
  /** An error under the group; sets `aria-invalid` on it, is linked and announced. @default none */
  error?: ReactNode;
  /** Dims the whole group; nothing in it can be focused or chosen. @default false */
  disabled?: boolean;
  /** Marks the group required (`aria-required`); the app still checks it. @default false */
  required?: boolean;
  /** The field's name inside a `<form>`: the chosen value is posted as a native radio's would be. @default none */
  name?: string;
  /**
   * The radiogroup's id: `document.getElementById(id).focus()` lands on the chosen option, or on the
   * first one that can be chosen, as Tab would. The label's, description's and error's ids derive from it.
   * @default a generated id
   */
  id?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

export interface RadioGroupA11yProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface RadioGroupFrameProps {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  disabled: boolean;
  describedBy?: string;
  className?: string;
  style?: CSSProperties;
  children: (group: RadioGroupA11yProps) => ReactNode;
}

export function RadioGroupFrame({
  id,
  label,
  hideLabel = false,
  description,
  error,
  disabled,
  describedBy,
  className,
  style,
  children,
}: RadioGroupFrameProps) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = hasContent(error);
  const hasDescription = hasContent(description);
  const describedByIds = [invalid && errorId, hasDescription && descriptionId, describedBy].filter(Boolean).join(' ');
  return (
    <GroupRoot className={className} style={style}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <GroupLabel id={labelId} $disabled={disabled}>
          {label}
        </GroupLabel>
      )}
      {hasDescription && <GroupDescription id={descriptionId}>{description}</GroupDescription>}
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': invalid || undefined,
      })}
      <div aria-live="polite">
        {invalid && (
          <ErrorMessage id={errorId}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </ErrorMessage>
        )}
      </div>
    </GroupRoot>
  );
}
