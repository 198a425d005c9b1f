import { defineMessages, type IntlShape } from 'react-intl';
import type { OrderTypeCode } from '../api/types';
import type { PaymentType } from '../api/types';

export const paymentTypeMessages = defineMessages({
  cashAtPickup: {
    id: 'shared.paymentType.cashAtPickup',
    defaultMessage: 'Cash at pickup',
    description: 'Cash as the payment of a pickup order (the API names cash for delivery: "cash on delivery")',
  },
});

/**
 * A payment method's name for an order of this type: the API's dictionary name, except cash with pickup.
 * The dictionary has one name per method, and the cash one speaks of the courier ("Numerar la livrare"),
 * which is wrong for an order collected at the restaurant.
 */
export function paymentTypeName(
  intl: IntlShape,
  type: Pick<PaymentType, 'name'> & { code: string },
  orderType: OrderTypeCode,
): string {
  if (type.code === 'cash' && orderType === 'pickup') return intl.formatMessage(paymentTypeMessages.cashAtPickup);
  return type.name;
}
