import { Checkbox, formatPrice, QuantityStepper } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProductModifier } from '../../api';
import { MAX_MODIFIER_QUANTITY, type ModifierSelection } from './modifierSelection';
import { modifierQuantity, productMessages as m } from './messages';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

/** The checkbox takes the row's free width; its label's tap area stays within it, clear of the stepper. */
const Choice = styled(Checkbox)`
  flex: 1;
`;

/** The name and the price on one line, both in the checkbox's name ("Wasabi +5 lei"). */
const LabelLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
`;

const Extra = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

export interface ModifierPickerProps {
  modifiers: readonly ProductModifier[];
  selection: ModifierSelection;
  onChange: (id: number, quantity: number) => void;
  localeTag: string;
}

/** A checkbox per modifier with its price; a chosen one gets a stepper for how many. */
export function ModifierPicker({ modifiers, selection, onChange, localeTag }: ModifierPickerProps) {
  const intl = useIntl();
  return (
    <Group>
      <legend>{intl.formatMessage(m.modifiers)}</legend>
      <List>
        {modifiers.map((modifier) => {
          const quantity = selection[modifier.id] ?? 0;
          return (
            <Row key={modifier.id}>
              <Choice
                name="modifiers"
                value={modifier.code}
                checked={quantity > 0}
                onCheckedChange={(checked) => onChange(modifier.id, checked ? 1 : 0)}
                label={
                  <LabelLine>
                    <Name>{modifier.name}</Name>
                    <Extra>+{formatPrice(modifier.price, localeTag, 'MDL')}</Extra>
                  </LabelLine>
                }
              />
              {quantity > 0 && (
                <QuantityStepper
                  size="sm"
                  value={quantity}
                  min={1}
                  max={MAX_MODIFIER_QUANTITY}
                  onValueChange={(next) => onChange(modifier.id, next)}
                  onRemove={() => onChange(modifier.id, 0)}
                  label={intl.formatMessage(modifierQuantity, { name: modifier.name })}
                />
              )}
            </Row>
          );
        })}
      </List>
    </Group>
  );
}
