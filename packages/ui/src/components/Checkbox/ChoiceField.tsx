/**
 * ChoiceField: the anatomy the kit's on/off controls share (Checkbox, Switch). Private to the kit:
 * import it as `'../Checkbox/ChoiceField'`.
 *
 *   <ChoiceField id={id} label="Remember me" description="…" error={error} disabled={disabled}>
 *     {(control) => <RadixCheckbox.Root {...control} />}
 *   </ChoiceField>
 *
 * - `control` is `{ id, 'aria-describedby', 'aria-invalid' }`: spread it on the control's button.
 * - The label is a `<label for>`: Radix's controls are buttons, which labels name and click.
 * - The error (`${id}-error`) comes first in `aria-describedby`, then the description
 *   (`${id}-description`); the error sits in a polite live region that is always rendered, as in
 *   the text fields' `Field`, so a message that appears later is read out.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { ErrorMessage } from '../TextField/Field.styles';
import { ControlSlot, Description, ErrorSlot, Label, Root, Row, Text } from './ChoiceField.styles';

export interface ChoiceControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface ChoiceFieldProps {
  id: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled: boolean;
  /** `start`: the control before its text (checkbox); `end`: the text first, the control at the row's end (settings switch). */
  controlPosition: 'start' | 'end';
  /** The control's width: the error under the row starts where the label does. */
  controlWidth: string;
  describedBy?: string;
  className?: string;
  style?: CSSProperties;
  children: (control: ChoiceControlProps) => ReactNode;
}

export const hasContent = (node: ReactNode) => node != null && node !== false && node !== '';

export function ChoiceField({
  id,
  label,
  description,
  error,
  disabled,
  controlPosition,
  controlWidth,
  describedBy,
  className,
  style,
  children,
}: ChoiceFieldProps) {
  const invalid = hasContent(error);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasDescription = hasContent(description);
  const describedByIds = [invalid && errorId, hasDescription && descriptionId, describedBy].filter(Boolean).join(' ');
  const control = (
    <ControlSlot>
      {children({ id, 'aria-describedby': describedByIds || undefined, 'aria-invalid': invalid || undefined })}
    </ControlSlot>
  );
  const text = (hasContent(label) || hasDescription) && (
    <Text>
      {hasContent(label) && (
        <Label htmlFor={id} $disabled={disabled}>
          {label}
        </Label>
      )}
      {hasDescription && <Description id={descriptionId}>{description}</Description>}
    </Text>
  );
  return (
    <Root className={className} style={style}>
      <Row $controlPosition={controlPosition}>
        {controlPosition === 'start' ? (
          <>
            {control}
            {text}
          </>
        ) : (
          <>
            {text}
            {control}
          </>
        )}
      </Row>
      <div aria-live="polite">
        {invalid && (
          <ErrorSlot $indent={controlPosition === 'start' ? controlWidth : null}>
            <ErrorMessage id={errorId}>
              <Icon name="error" size={16} />
              <span>{error}</span>
            </ErrorMessage>
          </ErrorSlot>
        )}
      </div>
    </Root>
  );
}
