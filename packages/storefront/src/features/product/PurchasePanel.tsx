import { Button, formatPrice, QuantityStepper } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { addToCart, analyticsItem } from '../../services/ecommerce';
import { productLine } from '../../stores/cartLines';
import { useStores } from '../../stores/StoresProvider';
import { addedToCart, addWithTotal, productMessages as m } from './messages';
import { ModifierPicker } from './ModifierPicker';
import { chosenModifiers, portionTotal, setModifierQuantity, type ModifierSelection } from './modifierSelection';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > button {
    flex: 1 1 200px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Added = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

export interface PurchasePanelProps {
  product: Product;
  localeTag: string;
}

/**
 * Modifiers, quantity and "Add to cart". The same modifiers again raise the same cart line, another set
 * makes a new one (the CartStore's rule); the choice stays, so "add another" is one press.
 */
export const PurchasePanel = observer(function PurchasePanel({ product, localeTag }: PurchasePanelProps) {
  const intl = useIntl();
  const { cart, analytics, dictionaries } = useStores();
  const [selection, setSelection] = useState<ModifierSelection>({});
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const modifiers = chosenModifiers(product.modifiers, selection);
  const total = portionTotal(product.price, modifiers, quantity);

  const add = () => {
    const line = productLine(product, { quantity, modifiers });
    cart.add(line);
    // The product names the line's modifiers: "Wasabi ×1, Chopsticks ×2" is the item's variant.
    analytics.push(addToCart(analyticsItem(line, dictionaries.categories, product)));
    setQuantity(1);
    setAdded(true);
  };

  if (!product.is_available) return <Note>{intl.formatMessage(m.unavailable)}</Note>;

  return (
    <Panel>
      {product.modifiers.length > 0 && (
        <ModifierPicker
          modifiers={product.modifiers}
          selection={selection}
          onChange={(id, next) => {
            setSelection((current) => setModifierQuantity(current, id, next));
            setAdded(false);
          }}
          localeTag={localeTag}
        />
      )}
      <Buy>
        <QuantityStepper value={quantity} onValueChange={setQuantity} label={intl.formatMessage(m.quantity)} />
        <Button onClick={add}>
          {intl.formatMessage(addWithTotal, { total: formatPrice(total, localeTag, 'MDL') })}
        </Button>
      </Buy>
      <Added role="status">{added && intl.formatMessage(addedToCart, { count: cart.quantityOf(product.id) })}</Added>
    </Panel>
  );
});
