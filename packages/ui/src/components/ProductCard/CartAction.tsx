import { useEffect, useRef } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Button } from '../Button/Button';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Raised, UnavailableNote } from './ProductCard.styles';
import type { ProductAvailability } from './ProductCard.types';

export interface CartActionProps {
  name: string;
  quantity: number;
  maxQuantity: number;
  availability: ProductAvailability;
  onAdd?: () => void;
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
}

/**
 * "Add to cart", which becomes a quantity stepper once the product is in the cart. The button the
 * person pressed disappears in the swap, so focus follows to the control that replaced it.
 */
export function CartAction({
  name,
  quantity,
  maxQuantity,
  availability,
  onAdd,
  onQuantityChange,
  onRemove,
}: CartActionProps) {
  const t = useKitMessages();
  const slot = useRef<HTMLDivElement>(null);
  // Set when our own press causes the swap; a change made elsewhere (the cart drawer) moves no focus.
  const handoff = useRef(false);
  const inCart = quantity > 0;

  useEffect(() => {
    if (!handoff.current) return;
    handoff.current = false;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !slot.current?.contains(focused)) return;
    // In the cart: focus + (the likely next press). Out of it: the add button.
    const buttons = slot.current?.querySelectorAll('button');
    buttons?.[buttons.length - 1]?.focus();
  }, [inCart]);

  if (availability === 'unavailable') {
    return <UnavailableNote>{t('productCard.unavailable')}</UnavailableNote>;
  }

  return (
    <Raised ref={slot}>
      {inCart ? (
        <QuantityStepper
          size="sm"
          fullWidth
          label={`${t('quantityStepper.value')}: ${name}`}
          value={quantity}
          min={1}
          max={maxQuantity}
          onValueChange={onQuantityChange}
          onRemove={() => {
            handoff.current = true;
            if (onRemove) onRemove();
            else onQuantityChange?.(0);
          }}
        />
      ) : (
        <Button
          size="sm"
          fullWidth
          icon="plus"
          // The visible label is the same on every card; the name tells twenty of them apart.
          // It ends the accessible name, so speech users can still say the visible words.
          aria-label={`${t('productCard.addToCart')}: ${name}`}
          onClick={() => {
            handoff.current = true;
            onAdd?.();
          }}
        >
          {t('productCard.addToCart')}
        </Button>
      )}
    </Raised>
  );
}
