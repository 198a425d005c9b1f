import { Button, ButtonLink, Drawer, Icon, Price } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { viewCart } from '../../services/ecommerce';
import { lineKey } from '../../stores/cartLines';
import { useStores } from '../../stores/StoresProvider';
import { CartLine } from './CartLine';
import { DeliveryProgress } from './DeliveryProgress';
import { cartMessages as m } from './messages';
import { lineExtras, lineImage } from './lineDisplay';
import { useCartActions } from './useCartActions';

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Banner = styled.div<{ $tone: 'warning' | 'danger' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
    flex: 1 1 200px;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};

  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
  }
  p {
    margin: 0;
  }
`;

const Footer = styled.div`
  flex: 1 1 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const TotalRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The cart drawer (flag `cart`): re-priced each time it opens, lines, delivery progress, total, checkout. */
export const CartDrawer = observer(function CartDrawer() {
  const intl = useIntl();
  const { ui, cart, checkout, dictionaries, analytics } = useStores();
  const actions = useCartActions();
  const open = ui.isOpen('cart');
  const close = () => ui.close('cart');

  useEffect(() => {
    if (!open) return;
    void cart.reprice();
    analytics.push(viewCart(checkout.analyticsItems(cart.orderableItems)));
    // Once per opening: the cart's later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const region = checkout.region ?? dictionaries.regions[0];
  const footer = cart.isEmpty ? undefined : (
    <Footer>
      <TotalRow>
        <span>{intl.formatMessage(m.total)}</span>
        <Price amount={cart.orderableTotal} size="lg" />
      </TotalRow>
      <Note>{intl.formatMessage(m.totalNote)}</Note>
      <ButtonLink as={LocalLink} to={paths.checkout()} onClick={close} fullWidth size="lg" iconEnd="chevron-right">
        {intl.formatMessage(m.checkout)}
      </ButtonLink>
    </Footer>
  );

  return (
    <Drawer
      side="right"
      title={intl.formatMessage(m.title)}
      description={cart.isEmpty ? undefined : intl.formatMessage(m.itemCount, { count: cart.count })}
      open={open}
      onOpenChange={(next) => ui.setOpen('cart', next)}
      footer={footer}
    >
      {cart.isEmpty ? (
        <Empty>
          <Icon name="bag" size={48} />
          <h3>{intl.formatMessage(m.emptyTitle)}</h3>
          <p>{intl.formatMessage(m.emptyText)}</p>
          <ButtonLink as={LocalLink} to={paths.menu()} onClick={close} variant="secondary" icon="menu">
            {intl.formatMessage(m.toMenu)}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          {cart.hasPriceChanges && (
            <Banner $tone="warning" role="status">
              <p>{intl.formatMessage(m.pricesChanged)}</p>
              <Button size="sm" variant="secondary" onClick={cart.dismissPriceChanges}>
                {intl.formatMessage(m.gotIt)}
              </Button>
            </Banner>
          )}
          {cart.unavailableItems.length > 0 && (
            <Banner $tone="danger" role="alert">
              <p>{intl.formatMessage(m.unavailableSummary)}</p>
            </Banner>
          )}
          <Lines aria-label={intl.formatMessage(m.lines)} aria-busy={cart.pricing === 'loading'}>
            {cart.items.map((line) => (
              <CartLine
                key={lineKey(line)}
                name={line.name ?? cart.products.get(line.id)?.name ?? `#${line.id}`}
                slug={line.slug}
                image={lineImage(line, cart.products.get(line.id))}
                extras={lineExtras(line, cart.products.get(line.id))}
                quantity={line.quantity}
                lineTotal={cart.lineTotal(line)}
                issue={cart.issueOf(line)}
                onQuantityChange={(quantity) => actions.setQuantity(line, quantity)}
                onRemove={() => actions.remove(line)}
                onNavigate={close}
              />
            ))}
          </Lines>
          {region && (
            <DeliveryProgress
              regionName={region.name}
              subtotal={cart.orderableTotal}
              minOrder={region.min_order}
              freeFrom={region.free_delivery_from}
            />
          )}
        </>
      )}
    </Drawer>
  );
});
