import { ButtonLink, Icon } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { ORDER_COOKIE } from '../../stores/CheckoutStore';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { paymentMessages as m } from './messages';
import { Result } from './Result';

/** After a verified card payment: a short confirmation, the cart emptied once, on to the order. */
export const PaymentSuccessView = observer(function PaymentSuccessView({ title }: { title: string }) {
  const intl = useIntl();
  const { cookies, cart } = useStores();
  const checkout = useCheckout();
  const orderId = Number(cookies.get(ORDER_COOKIE)) || null;

  useEffect(() => {
    // Once the browser's cart and last order are read back from storage.
    if (orderId && cart.restored) checkout.completePaidOrder(orderId);
  }, [orderId, cart.restored, checkout]);

  return (
    <Result tone="success" icon={<Icon name="check" size={40} />} title={title}>
      <p>
        {orderId ? intl.formatMessage(m.successText, { order: `№${orderId}` }) : intl.formatMessage(m.successNoOrder)}
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
