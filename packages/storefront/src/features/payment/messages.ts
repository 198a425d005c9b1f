import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = {
  ...defineMessages({
    successNoOrder: {
      id: 'payment.success.noOrder',
      defaultMessage: 'Your card payment went through.',
      description: 'Payment success without a known order',
    },
    continue: {
      id: 'payment.success.continue',
      defaultMessage: 'See the order',
      description: 'Payment success → final success page',
    },
    failureText: {
      id: 'payment.failure.text',
      defaultMessage:
        'The bank did not confirm the payment, so no money was taken. Your order is kept: you can try again.',
      description: 'Payment failure lead',
    },
    pendingText: {
      id: 'payment.failure.pending',
      defaultMessage:
        'The bank has not confirmed the payment yet. If money was taken, we will see it shortly; otherwise try again.',
      description: 'Payment not decided yet',
    },
    unknownText: {
      id: 'payment.failure.unknown',
      defaultMessage: 'We could not confirm this payment with the bank. Your cart is still here.',
      description: 'Payment failure without a known order',
    },
    retry: { id: 'payment.failure.retry', defaultMessage: 'Try to pay again', description: 'Pay the same order again' },
    backToCart: {
      id: 'payment.failure.backToCart',
      defaultMessage: 'Back to the cart',
      description: 'From the failure page to the cart',
    },
    retryError: {
      id: 'payment.failure.retryError',
      defaultMessage: 'The payment could not be started. Check the connection and try again.',
      description: 'Retry got no answer',
    },
  }),
  successText: defineMessage<{ order: string }>({
    id: 'payment.success.text',
    defaultMessage: 'Order {order} is paid. Thank you! We are starting to prepare it.',
    description: 'Payment success lead with the order number',
  }),
  failureOrder: defineMessage<{ order: string }>({
    id: 'payment.failure.order',
    defaultMessage: 'Order {order}',
    description: 'The order whose payment failed',
  }),
};
