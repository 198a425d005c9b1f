import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { hasContent } from '../Checkbox/ChoiceField';
import { Icon } from '../Icon/Icon';
import { ErrorMessage } from '../TextField/Field.styles';
import { Description, Fields, Legend, Root, type FieldsetLayout } from './Fieldset.styles';

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /** The group's name, its `<legend>`: screen readers say it on entering any field inside ("Allergens, group"). */
  label: ReactNode;
  /** Help under the name, linked to the group by `aria-describedby`. @default none */
  description?: ReactNode;
  /** An error about the group as a whole ("Fill in all four values, or none"): linked, and announced politely. A field's own error stays on the field. @default none */
  error?: ReactNode;
  /** `stack`: one field under another; `grid`: as many columns as fit, each at least `minColumnWidth` (one on a phone). @default 'stack' */
  layout?: FieldsetLayout;
  /** The narrowest column of the `grid` layout, as CSS. @default '12rem' */
  minColumnWidth?: string;
  /** Turns off every field inside at once (the native `disabled` of a fieldset). @default false */
  disabled?: boolean;
  /** The fields: checkboxes, number fields, text fields … */
  children: ReactNode;
}

/**
 * A named group of fields — the allergens' checkboxes, four nutrients, the texts of one language — as a
 * native `<fieldset>` with its `<legend>`, so the group's name reaches screen readers with each field in it
 * and `disabled` turns them all off at once. A description and an error about the whole group sit under the
 * name and under the fields; the fields lie in a column or in as many columns as fit.
 */
export function Fieldset({
  label,
  description,
  error,
  layout = 'stack',
  minColumnWidth = '12rem',
  id: idProp,
  'aria-describedby': describedBy,
  children,
  ...rest
}: FieldsetProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = hasContent(error);
  const hasDescription = hasContent(description);
  const describedByIds = [invalid && errorId, hasDescription && descriptionId, describedBy].filter(Boolean).join(' ');
  return (
    <Root {...rest} id={id} aria-describedby={describedByIds || undefined}>
      <Legend>{label}</Legend>
      {hasDescription && <Description id={descriptionId}>{description}</Description>}
      <Fields $layout={layout} $minColumnWidth={minColumnWidth}>
        {children}
      </Fields>
      <div aria-live="polite">
        {invalid && (
          <ErrorMessage id={errorId}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </ErrorMessage>
        )}
      </div>
    </Root>
  );
}
