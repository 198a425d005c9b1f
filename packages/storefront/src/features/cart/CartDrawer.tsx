import { toBani, toMdl } from '@nori/core/money';
import { Button, ButtonLink, Drawer, EmptyState, Price } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { restaurantName } from '../../shared/stopList';
import { analyticsItems, viewCart } from '../../services/ecommerce';
import { lineKey } from '../../stores/cartLines';
import { useOffers } from '../../stores/useOffers';
import { useStores } from '../../stores/StoresProvider';
import { Footer, Lines, Notice, Note, TotalRow } from './CartDrawer.styles';
import { CartLine } from './CartLine';
import { CartDiscount, CartOffers } from './CartOffers';
import { DeliveryProgress } from './DeliveryProgress';
import { cartMessages as m } from './messages';
import { lineExtras, lineImage } from './lineDisplay';
import { useCartActions } from './useCartActions';

/** The cart drawer (flag `cart`): re-priced each time it opens, lines, delivery progress, total, checkout. */
export const CartDrawer = observer(function CartDrawer() {
  const intl = useIntl();
  const stores = useStores();
  const { ui, cart, dictionaries, analytics } = stores;
  const actions = useCartActions();
  const open = ui.isOpen('cart');
  const discount = useOffers().current?.discount ?? 0;
  const close = () => ui.close('cart');

  useEffect(() => {
    if (!open) return;
    void cart.reprice();
    analytics.push(viewCart(analyticsItems(cart.orderableItems, dictionaries.categories, cart.products)));
    // Once per opening: the cart's later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const region = stores.deliveryRegion;
  const footer = cart.isEmpty ? undefined : (
    <Footer>
      <CartDiscount />
      <TotalRow>
        <span>{intl.formatMessage(m.total)}</span>
        <Price amount={toMdl(Math.max(0, toBani(cart.orderableTotal) - toBani(discount)))} size="lg" />
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
        <EmptyState
          headingLevel={3}
          icon="bag"
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyText)}
          action={
            <ButtonLink as={LocalLink} to={paths.menu()} onClick={close} variant="secondary" icon="menu">
              {intl.formatMessage(m.toMenu)}
            </ButtonLink>
          }
        />
      ) : (
        <>
          {cart.hasPriceChanges && (
            <Notice
              tone="warning"
              role="status"
              action={
                <Button size="sm" variant="secondary" onClick={cart.dismissPriceChanges}>
                  {intl.formatMessage(m.gotIt)}
                </Button>
              }
            >
              {intl.formatMessage(m.pricesChanged)}
            </Notice>
          )}
          {cart.unavailableItems.length > 0 && (
            <Notice tone="danger" role="alert">
              {intl.formatMessage(m.unavailableSummary)}
            </Notice>
          )}
          <Lines aria-label={intl.formatMessage(m.lines)} aria-busy={cart.pricing === 'loading'}>
            {cart.items.map((line) => {
              const issue = cart.issueOf(line);
              // Stopped at this restaurant only: the dish still has its page.
              const stoppedId = issue?.kind === 'unavailable' ? issue.restaurantId : undefined;
              return (
                <CartLine
                  key={lineKey(line)}
                  name={line.name ?? cart.products.get(line.id)?.name ?? `#${line.id}`}
                  slug={issue?.kind === 'unavailable' && stoppedId === undefined ? undefined : line.slug}
                  image={lineImage(line, cart.products.get(line.id))}
                  extras={lineExtras(line, cart.products.get(line.id))}
                  quantity={line.quantity}
                  lineTotal={cart.lineTotal(line)}
                  issue={issue}
                  stoppedAt={stoppedId === undefined ? undefined : restaurantName(dictionaries.restaurants, stoppedId)}
                  onQuantityChange={(quantity) => actions.setQuantity(line, quantity)}
                  onRemove={() => actions.remove(line)}
                  onNavigate={close}
                />
              );
            })}
          </Lines>
          {region && (
            <DeliveryProgress
              regionName={region.name}
              subtotal={cart.orderableTotal}
              minOrder={region.min_order}
              freeFrom={region.free_delivery_from}
            />
          )}
          {open && <CartOffers />}
        </>
      )}
    </Drawer>
  );
});
