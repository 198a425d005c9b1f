import type * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { ChoiceField } from '../Checkbox/ChoiceField';
import { TRACK_WIDTH, Thumb, Track } from './Switch.styles';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixSwitch.Root>;

/** Where the label sits: `start` before the switch (a settings row), `end` after it (like a checkbox). */
export type SwitchLabelPosition = 'start' | 'end';

export interface SwitchProps extends Omit<RadixRootProps, 'asChild' | 'children'> {
  /** The visible label, a `<label>` linked to the switch; a tap anywhere on the row flips it. */
  label?: ReactNode;
  /** A quieter line under the label, linked by `aria-describedby`: what "on" means. @default none */
  description?: ReactNode;
  /** On, when the app controls the state (pair with `onCheckedChange`). @default uncontrolled */
  checked?: boolean;
  /** On at first, when the switch keeps its own state. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the person flips the switch. */
  onCheckedChange?: (checked: boolean) => void;
  /** Dims the row; the switch cannot be focused or flipped. @default false */
  disabled?: boolean;
  /** `start`: label first and the switch at the row's end, as in a settings list; `end`: the switch first. @default 'start' */
  labelPosition?: SwitchLabelPosition;
  /** The switch's id; the description's id derives from it. @default a generated id */
  id?: string;
  /** Class of the outer element, for layout; every other prop goes to the switch (Radix's button). */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * An on/off setting that takes effect at once ("Auto-accept orders" in the back office), on Radix's
 * Switch: a `button role="switch"` that Space and Enter flip. For a choice sent later with a form,
 * prefer a Checkbox. Controlled (`checked` + `onCheckedChange`) or not (`defaultChecked`).
 */
export function Switch({
  label,
  description,
  disabled = false,
  labelPosition = 'start',
  id: idProp,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <ChoiceField
      id={id}
      label={label}
      description={description}
      disabled={disabled}
      controlPosition={labelPosition === 'start' ? 'end' : 'start'}
      controlWidth={TRACK_WIDTH}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Track {...rest} {...control} disabled={disabled}>
          <Thumb />
        </Track>
      )}
    </ChoiceField>
  );
}
