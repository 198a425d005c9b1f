import { useEffect, useState } from 'react';
import type { Order } from '../../api/types';
import { orderIdFrom } from '../../stores/checkout/orderCookie';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';

/**
 * The order the success page is about (the `order_id` cookie): the API's own copy for a signed-in
 * shopper (it needs the owner's token), otherwise what this browser kept when it placed the order.
 */
export function useSuccessOrder(): { orderId: number | null; order: Order | null; loading: boolean } {
  const { cookies, user, api, cart } = useStores();
  const checkout = useCheckout();
  const orderId = orderIdFrom(cookies);
  const signedIn = user.isLoggedIn;
  const [answer, setAnswer] = useState<{ id: number; order: Order | null } | null>(null);

  useEffect(() => {
    if (!orderId || !signedIn) return;
    let live = true;
    api.account
      .getOrder(orderId)
      .then((order) => live && setAnswer({ id: orderId, order }))
      // Not the shopper's own (placed as a guest): what the browser kept is shown instead.
      .catch(() => live && setAnswer({ id: orderId, order: null }));
    return () => {
      live = false;
    };
  }, [orderId, signedIn, api]);

  const kept = checkout.lastOrder?.order.id === orderId ? checkout.lastOrder.order : null;
  const fetched = answer?.id === orderId ? answer.order : null;
  const waiting = signedIn ? answer?.id !== orderId : !cart.restored;
  return { orderId, order: fetched ?? kept, loading: Boolean(orderId) && waiting && !kept };
}
