import { Button, ButtonLink, Icon } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { useLocalNavigate } from '../../app/useLocalNavigate';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { paymentMessages as m } from './messages';
import { Actions, Result } from './Result';

const Problem = styled.strong`
  color: ${({ theme }) => theme.color.danger.text};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/** A declined (or undecided) card payment: pay the same order again, or go back to the cart. */
export const PaymentFailureView = observer(function PaymentFailureView({ title }: { title: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useLocalNavigate();
  const { ui } = useStores();
  const checkout = useCheckout();
  const orderId = Number(params.get('order')) || null;
  const pending = params.get('status') === 'pending';
  const t = params.get('t');
  const s = params.get('s');
  const proof = t && s ? { t, s } : undefined;
  // Paying again needs a way to this order: the own order's pay call, the provider's return, or the
  // order this browser placed.
  const canRetry = Boolean(orderId && (checkout.signedIn || proof || checkout.lastOrder?.order.id === orderId));

  const retry = async () => {
    if (!orderId) return;
    const outcome = await checkout.retryPayment(orderId, proof);
    if (outcome.kind === 'pay') window.location.assign(outcome.url);
    else if (outcome.kind === 'paid') navigate(paths.checkoutSuccess());
  };

  let text = intl.formatMessage(m.unknownText);
  if (orderId) text = intl.formatMessage(pending ? m.pendingText : m.failureText);
  return (
    <Result tone="danger" icon={<Icon name="error" size={40} />} title={title}>
      {orderId && <strong>{intl.formatMessage(m.failureOrder, { order: `№${orderId}` })}</strong>}
      <p>{text}</p>
      {(checkout.formError || checkout.networkError) && (
        <Problem role="alert">{checkout.formError ?? intl.formatMessage(m.retryError)}</Problem>
      )}
      <Actions>
        {canRetry && (
          <Button size="lg" icon="refresh" loading={checkout.retrying} onClick={() => void retry()}>
            {intl.formatMessage(m.retry)}
          </Button>
        )}
        <ButtonLink
          as={LocalLink}
          to={paths.menu()}
          size="lg"
          variant="secondary"
          icon="bag"
          onClick={() => ui.open('cart')}
        >
          {intl.formatMessage(m.backToCart)}
        </ButtonLink>
      </Actions>
    </Result>
  );
});
