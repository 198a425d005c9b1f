import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, type NecessityIndicator } from './Field';
import { ControlBox, controlText } from './TextField.styles';

export interface TextAreaProps extends ComponentProps<'textarea'> {
  /** The visible label, linked to the text area. */
  label: ReactNode;
  /** Help under the text area, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** An error message under the text area; sets `aria-invalid`, is linked and announced. */
  error?: ReactNode;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** `icon`: an asterisk after a required label; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** Visible lines before it scrolls; the person can drag it taller. @default 3 */
  rows?: number;
  /** Class of the outer element, for layout; every other native prop goes to the `<textarea>`. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

const Box = styled(ControlBox)`
  align-items: stretch;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Area = styled.textarea`
  ${controlText}
  resize: vertical;
`;

/** A labelled multi-line text field, such as the checkout's comment for the courier. */
export function TextArea({
  id,
  label,
  hint,
  error,
  fullWidth = false,
  necessityIndicator,
  disabled = false,
  required = false,
  rows = 3,
  className,
  style,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
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
          <Area rows={rows} disabled={disabled} required={required} {...textareaProps} {...control} />
        </Box>
      )}
    </Field>
  );
}
