import { Button, ButtonLink, Icon } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { orderRefMessage } from '../../shared/order/orderNumber';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useLocalNavigate } from '../../shared/useLocalNavigate';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { paymentMessages as m } from './messages';
import { Actions, Result } from './Result';

const Problem = styled.strong`
  color: ${({ theme }) => theme.color.danger.text};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/**
 * A declined (or undecided) card payment: pay the same order again, or go back to the cart. Its state —
 * paying again in progress, what went wrong — is the payment model's own, apart from the checkout form.
 */
export const PaymentFailureView = observer(function PaymentFailureView({ title }: { title: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useLocalNavigate();
  const { ui } = useStores();
  const { payment } = useCheckout();
  const orderId = Number(params.get('order')) || null;
  const pending = params.get('status') === 'pending';
  const t = params.get('t');
  const s = params.get('s');
  const proof = t && s ? { t, s } : undefined;

  useEffect(() => {
    // Back from the provider's page through the back-forward cache: the button works again.
    const onShow = (event: PageTransitionEvent) => event.persisted && payment.resume();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [payment]);

  const retry = async () => {
    if (!orderId) return;
    const outcome = await payment.retry(orderId, proof);
    if (outcome.kind === 'pay') window.location.assign(outcome.url);
    else if (outcome.kind === 'paid') navigate(paths.checkoutSuccess());
  };
  const problem = payment.problem;

  let text = intl.formatMessage(m.unknownText);
  if (orderId) text = intl.formatMessage(pending ? m.pendingText : m.failureText);
  return (
    <Result tone="danger" icon={<Icon name="error" size={40} />} title={title}>
      {orderId && (
        <strong>
          {intl.formatMessage(m.failureOrder, { order: intl.formatMessage(orderRefMessage, { id: orderId }) })}
        </strong>
      )}
      <p>{text}</p>
      {problem && (
        <Problem role="alert">{problem.kind === 'server' ? problem.message : intl.formatMessage(m.retryError)}</Problem>
      )}
      <Actions>
        {payment.canRetry(orderId, proof) && (
          <Button size="lg" icon="refresh" loading={payment.retrying} onClick={() => void retry()}>
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
