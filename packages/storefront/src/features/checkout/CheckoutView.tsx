import { ButtonLink, Icon, media, Skeleton } from '@nori/ui';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { useLocalNavigate } from '../../app/useLocalNavigate';
import type { SubmitOutcome } from '../../stores/CheckoutStore';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { ContactSection } from './ContactSection';
import { DeliverySection } from './DeliverySection';
import { checkoutMessages as m } from './messages';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { TimeSection } from './TimeSection';
import { fieldId } from './useFieldError';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Layout = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

const Aside = styled.div`
  ${media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** The checkout page: contact, delivery or pickup, time, payment, and the summary with the submit button. */
export const CheckoutView = observer(function CheckoutView() {
  const intl = useIntl();
  const { cart, user } = useStores();
  const checkout = useCheckout();
  const navigate = useLocalNavigate();

  useEffect(() => {
    if (!cart.restored) return;
    checkout.open();
    void cart.reprice();
  }, [cart, checkout, cart.restored]);

  useEffect(() => {
    const timer = setInterval(checkout.tick, 60_000);
    // Back from the provider's page through the back-forward cache: the form is usable again.
    const onShow = (event: PageTransitionEvent) => event.persisted && checkout.resume();
    window.addEventListener('pageshow', onShow);
    const stop = reaction(
      () => user.profile,
      () => {
        checkout.prefill();
        void checkout.loadBonusBalance();
      },
    );
    return () => {
      clearInterval(timer);
      window.removeEventListener('pageshow', onShow);
      stop();
    };
  }, [checkout, user]);

  const follow = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'pay') window.location.assign(outcome.url);
    else if (outcome.kind === 'done') navigate(paths.checkoutSuccess());
    else if (outcome.kind === 'invalid') {
      // After the messages render: the first field to fix takes focus.
      setTimeout(() => {
        const field = checkout.firstInvalidField;
        if (field) document.getElementById(fieldId(field))?.focus();
      });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    follow(await checkout.submit());
  };

  // Until the browser has read the cart back (on the server, and while hydrating), the line count the
  // cart mirrors into a cookie says what to draw: the form at once, its summary when the lines are known.
  const lines = cart.restored ? cart.items.length : cart.hintedLines;
  let body;
  if (lines === null) {
    body = <Skeleton variant="rect" height={480} radius="lg" />;
  } else if (lines === 0 && checkout.status !== 'leaving') {
    body = (
      <Empty>
        <Icon name="bag" size={48} />
        <h2>{intl.formatMessage(m.emptyTitle)}</h2>
        <p>{intl.formatMessage(m.emptyText)}</p>
        <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
          {intl.formatMessage(m.toMenu)}
        </ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <Layout onSubmit={submit} noValidate aria-label={intl.formatMessage(m.title)}>
        <Sections>
          <ContactSection />
          <DeliverySection />
          <TimeSection />
          <PaymentSection />
        </Sections>
        <Aside>
          {cart.restored ? (
            <OrderSummary onConfirm={() => follow(checkout.confirmTotal())} />
          ) : (
            <Skeleton variant="rect" height={320} radius="lg" />
          )}
        </Aside>
      </Layout>
    );
  }
  return (
    <Wrapper>
      <h1>{intl.formatMessage(m.title)}</h1>
      {body}
    </Wrapper>
  );
});
