import { Banner, ButtonLink, EmptyState, media, Skeleton } from '@nori/ui';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useLocalNavigate } from '../../shared/useLocalNavigate';
import { useOnline } from '../../shared/useOnline';
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

const OFFLINE_NOTICE_ID = 'checkout-offline';

/** The checkout page: contact, delivery or pickup, time, payment, and the summary with the submit button. */
export const CheckoutView = observer(function CheckoutView() {
  const intl = useIntl();
  const { cart, user } = useStores();
  const checkout = useCheckout();
  const { form, placement } = checkout;
  const navigate = useLocalNavigate();
  const online = useOnline();

  useEffect(() => {
    if (!cart.restored) return;
    checkout.open();
    void cart.reprice();
  }, [cart, checkout, cart.restored]);

  useEffect(() => {
    const timer = setInterval(checkout.terms.tick, 60_000);
    // Back from the provider's page through the back-forward cache: the form is usable again.
    const onShow = (event: PageTransitionEvent) => event.persisted && checkout.resume();
    window.addEventListener('pageshow', onShow);
    // The order's offers are checked again as the cart, the order type, the area or the restaurant change.
    const stopOffers = checkout.offers.follow();
    const stop = reaction(
      () => user.profile,
      () => {
        checkout.form.prefill();
        void checkout.loadBonusBalance();
      },
    );
    return () => {
      clearInterval(timer);
      window.removeEventListener('pageshow', onShow);
      stopOffers();
      stop();
    };
  }, [checkout, user]);

  const follow = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'pay') window.location.assign(outcome.url);
    else if (outcome.kind === 'done') navigate(paths.checkoutSuccess());
    else if (outcome.kind === 'invalid') {
      // After the messages render: the first field to fix takes focus.
      setTimeout(() => {
        const field = form.firstInvalidField;
        if (field) document.getElementById(fieldId(field))?.focus();
      });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Offline (issue 17): the order cannot leave; the notice says so instead of a failed request.
    if (!navigator.onLine) {
      document.getElementById(OFFLINE_NOTICE_ID)?.focus();
      return;
    }
    follow(await placement.submit());
  };

  // Until the browser has read the cart back (on the server, and while hydrating), the line count the
  // cart mirrors into a cookie says what to draw: the form at once, its summary when the lines are known.
  const lines = cart.restored ? cart.items.length : cart.hintedLines;
  let body;
  if (lines === null) {
    body = <Skeleton variant="rect" height={480} radius="lg" />;
  } else if (lines === 0 && placement.status !== 'leaving') {
    body = (
      <EmptyState
        icon="bag"
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyText)}
        action={
          <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
            {intl.formatMessage(m.toMenu)}
          </ButtonLink>
        }
      />
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
            <OrderSummary onConfirm={() => follow(placement.confirmTotal())} />
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
      {!online && (
        <Banner tone="warning" role="alert" id={OFFLINE_NOTICE_ID} tabIndex={-1}>
          {intl.formatMessage(m.offline)}
        </Banner>
      )}
      {body}
    </Wrapper>
  );
});
