import { observer } from 'mobx-react-lite';
import type { Order, OrderTracking } from '../../api/types';
import { paymentTypeName } from '../../shared/paymentTypeName';
import { FollowOrder } from '../../shared/order/FollowOrder';
import { OrderProgress } from '../../shared/order/OrderProgress';
import { ownOrderStream, trackedOrderStream } from '../../shared/order/streamUrls';
import { useLiveOrder } from '../../shared/order/useLiveOrder';
import { useConfig } from '../../shared/ConfigContext';
import { useLocale } from '../../shared/LocaleContext';
import { useStores } from '../../stores/StoresProvider';
import { useIntl } from 'react-intl';
import { OrderReceipt } from './OrderReceipt';

export interface PlacedOrderProps {
  /** The order as the success page has it: the API's copy, or the one this browser kept when it placed it. */
  order: Order;
  /** Its private read link, kept with it (`CheckoutStorage.lastOrder.tracking`). */
  tracking: OrderTracking | null;
}

/**
 * The order just placed, live: its progress (through its private link, or the shopper's own stream when
 * signed in and the link is not in this browser), the way to its tracking page with the SMS that repeats it,
 * then the receipt.
 */
export const PlacedOrder = observer(function PlacedOrder({ order: placed, tracking }: PlacedOrderProps) {
  const intl = useIntl();
  const { dictionaries, user } = useStores();
  const { apiBaseUrl } = useConfig();
  const locale = useLocale();
  const streamUrl = tracking
    ? trackedOrderStream(apiBaseUrl, tracking.token, locale)
    : ownOrderStream(apiBaseUrl, placed.id, user.token, locale);
  const live = useLiveOrder(placed, streamUrl);
  const { order } = live;
  const paymentType = dictionaries.paymentTypes.find((type) => type.code === order.payment_type);
  return (
    <>
      <OrderProgress live={live} />
      {tracking && <FollowOrder tracking={tracking} phone={order.contact.phone} />}
      <OrderReceipt
        order={order}
        restaurant={dictionaries.restaurants.find((r) => r.id === order.restaurant_id)?.name}
        paymentType={paymentType && paymentTypeName(intl, paymentType, order.order_type)}
      />
    </>
  );
});
