import { ButtonLink, Icon } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { orderRefMessage } from '../../shared/order/orderNumber';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { orderIdFrom } from '../../stores/checkout/orderCookie';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { paymentMessages as m } from './messages';
import { Result } from './Result';

/** After a verified card payment: a short confirmation, the cart emptied once, on to the order. */
export const PaymentSuccessView = observer(function PaymentSuccessView({ title }: { title: string }) {
  const intl = useIntl();
  const { cookies, cart } = useStores();
  const { payment } = useCheckout();
  const orderId = orderIdFrom(cookies);

  useEffect(() => {
    // Once the browser's cart and last order are read back from storage.
    if (orderId && cart.restored) payment.completePaid(orderId);
  }, [orderId, cart.restored, payment]);

  return (
    <Result tone="success" icon={<Icon name="check" size={40} />} title={title}>
      <p>
        {orderId
          ? intl.formatMessage(m.successText, { order: intl.formatMessage(orderRefMessage, { id: orderId }) })
          : intl.formatMessage(m.successNoOrder)}
      </p>
      <ButtonLink
        as={LocalLink}
        to={orderId ? paths.checkoutSuccess() : paths.home()}
        size="lg"
        iconEnd="chevron-right"
      >
        {intl.formatMessage(m.continue)}
      </ButtonLink>
    </Result>
  );
});
