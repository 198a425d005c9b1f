// A browser notification for a new order while the board's tab is hidden (the kitchen tablet shows another
// app, or the manager's laptop another tab). Permission is asked once, by a button the person presses after
// reading why; a refusal is respected and not asked again.

export type NotificationPermissionState = 'unsupported' | NotificationPermission;

export const notificationPermission = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows one notification per order (a second for the same order replaces the first); a click focuses the board. */
export function notifyNewOrder(orderId: number, title: string, body: string) {
  if (notificationPermission() !== 'granted' || !document.hidden) return;
  const notification = new Notification(title, { body, tag: `nori-order-${orderId}`, requireInteraction: true });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
