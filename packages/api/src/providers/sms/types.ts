export type SmsMessage = { phone: string; text: string; code: string };

/** Sends one-time codes. `outbox` (development) and `http` (production gateway) implement it. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
