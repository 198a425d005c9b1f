/** `code`: the one-time code of a sign-in message (absent for order messages). */
export type SmsMessage = { phone: string; text: string; code?: string };

/** Sends SMS: one-time codes and order news. `outbox` (development) and `http` (production gateway) implement it. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
