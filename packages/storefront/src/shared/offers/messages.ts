/**
 * The promo code's and the offers' words (issue 33), said by the cart drawer and the checkout alike: ids under
 * `offers.` are the `offers` message group (i18n/groups.ts), loaded with both. The API's refusals arrive
 * translated; these stand in when it gives none.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const offerMessages = {
  ...defineMessages({
    unknown: {
      id: 'offers.code.unknown',
      defaultMessage: 'There is no such code.',
      description: 'Under the promo code: the shop knows no such code (the API gave no sentence)',
    },
    refused: {
      id: 'offers.code.refused',
      defaultMessage: 'This code does not apply to this order.',
      description: 'Under the promo code: refused, the API gave no sentence',
    },
    unavailable: {
      id: 'offers.code.unavailable',
      defaultMessage: 'We could not check the code. Try again.',
      description: 'Under the promo code: no answer from the server',
    },
    discount: {
      id: 'offers.discount',
      defaultMessage: 'Discount',
      description: 'The cart’s line: what offers take off the order (goods and delivery)',
    },
  }),
  saving: defineMessage<{ amount: string }>({
    id: 'offers.code.saving',
    defaultMessage: 'You save {amount}',
    description: 'Beside the promo code in force (amount: "45 MDL")',
  }),
  nudge: defineMessage<{ missing: string; title: string }>({
    id: 'offers.nudge',
    defaultMessage: 'Add {missing} more to get: {title}',
    description: 'An automatic offer is close (missing: "45 MDL"; title: the offer’s, e.g. "Free delivery")',
  }),
};
