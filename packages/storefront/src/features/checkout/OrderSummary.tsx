import { Banner, Button, formatPrice, Panel, Price, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { OfferRows } from '../../shared/offers/OfferRows';
import { paths } from '../../shared/paths';
import { restaurantName, stoppedSummary } from '../../shared/stopList';
import { lineKey, type CartItem } from '../../stores/cartLines';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m, offerMessages as o } from './messages';
import { OfferNudge } from '../../shared/offers/OfferNudge';
import { Lines, Totals } from './OrderSummary.styles';
import { CheckoutPromoCode } from './CheckoutPromoCode';
import { fieldId, useFieldError } from './useFieldError';

/** The question and, under it, the button that answers it. */
const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Excluded = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const EditLink = styled(LocalLink)`
  justify-self: start;
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The order as it will be placed: lines, what is left out, totals, and the submit button. */
export const OrderSummary = observer(function OrderSummary({ onConfirm }: { onConfirm: () => void }) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { cart, ui, dictionaries } = useStores();
  const { form, terms, placement, offers } = useCheckout();
  const errorOf = useFieldError();
  const quote = terms.quote;
  const check = terms.offerCheck;
  const money = (amount: number) => formatPrice(amount, localeTag);
  const itemsError = errorOf('items');
  const busy = placement.status !== 'idle';
  const card = form.values.paymentType === 'card_online';
  const confirm = placement.pendingConfirm;
  const problem = placement.problem;
  const nameOf = (line: CartItem) => line.name ?? `#${line.id}`;
  // Left out: the lines no longer sold, and those the order's restaurant has stopped (by restaurant).
  const gone: CartItem[] = [];
  const stopped = new Map<number, CartItem[]>();
  for (const line of cart.unavailableItems) {
    const issue = cart.issueOf(line);
    const at = issue?.kind === 'unavailable' ? issue.restaurantId : undefined;
    if (at === undefined) gone.push(line);
    else stopped.set(at, [...(stopped.get(at) ?? []), line]);
  }
  return (
    <Panel heading={intl.formatMessage(m.summary)}>
      <Lines $gap="sm">
        {cart.orderableItems.map((line) => (
          <li key={lineKey(line)}>
            <span>
              {intl.formatMessage(m.lineQuantity, { name: line.name ?? `#${line.id}`, quantity: line.quantity })}
              {line.modifiers.length > 0 && (
                <small>
                  {line.modifiers
                    .map(
                      (mod) => cart.products.get(line.id)?.modifiers.find((p) => p.id === mod.id)?.name ?? `#${mod.id}`,
                    )
                    .join(', ')}
                </small>
              )}
            </span>
            <Price amount={cart.lineTotal(line)} size="sm" />
          </li>
        ))}
      </Lines>
      {gone.length > 0 && (
        <Excluded>
          {intl.formatMessage(m.excluded)} {gone.map(nameOf).join(', ')}
        </Excluded>
      )}
      {[...stopped].map(([restaurantId, lines]) => (
        <Excluded key={restaurantId}>
          {intl.formatMessage(stoppedSummary, {
            restaurant: restaurantName(dictionaries.restaurants, restaurantId),
            names: lines.map(nameOf).join(', '),
          })}
        </Excluded>
      ))}
      {itemsError && (
        <Banner tone="danger" id={fieldId('items')} tabIndex={-1} role="alert">
          {itemsError}
        </Banner>
      )}
      <EditLink to={paths.menu()} onClick={() => ui.open('cart')}>
        {intl.formatMessage(m.editCart)}
      </EditLink>
      <CheckoutPromoCode />
      <OfferNudge offers={offers} />
      <Totals>
        <dt>{intl.formatMessage(m.subtotal)}</dt>
        <dd>
          <Price amount={quote.subtotal} size="sm" />
        </dd>
        {form.values.orderType === 'delivery' && terms.region && (
          <>
            <dt>{intl.formatMessage(m.deliveryFee)}</dt>
            <dd>
              <Price amount={quote.deliveryFee} size="sm" zero="free" />
            </dd>
          </>
        )}
        {check && <OfferRows offers={check.offers} gift={intl.formatMessage(o.gift)} size="sm" />}
        {quote.bonuses > 0 && (
          <>
            <dt>{intl.formatMessage(m.bonusesSpent)}</dt>
            <dd>−{money(quote.bonuses)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.total)}</dt>
        <dd>
          <Price amount={quote.total} size="lg" />
        </dd>
      </Totals>
      {confirm && (
        <Banner tone="warning" role="alert">
          <Confirm>
            {intl.formatMessage(m.confirmTotal, { total: money(confirm.order.total) })}
            <Button onClick={onConfirm} fullWidth>
              {intl.formatMessage(m.confirmButton, { total: money(confirm.order.total) })}
            </Button>
          </Confirm>
        </Banner>
      )}
      {problem && (
        <Banner tone="danger" role="alert">
          {problem.kind === 'server' ? problem.message : intl.formatMessage(m.networkError)}
        </Banner>
      )}
      {!confirm && (
        <Button type="submit" size="lg" fullWidth loading={busy} icon={card ? 'card' : 'check'}>
          {card ? intl.formatMessage(m.pay, { total: money(quote.total) }) : intl.formatMessage(m.placeOrder)}
        </Button>
      )}
    </Panel>
  );
});
