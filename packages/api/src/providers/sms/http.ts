// Production SMS provider: one JSON POST per message to an SMS gateway.
//   POST $SMS_HTTP_URL
//   Authorization: Bearer $SMS_HTTP_TOKEN
//   { "to": "+37369123456", "from": "$SMS_SENDER", "text": "…" }
// Any 2xx counts as accepted. Most gateways (or a few lines of glue in front of one) speak this shape.
import type { SmsMessage, SmsProvider } from './types';

export type HttpSmsOptions = { url: string; token?: string | undefined; sender: string; timeoutMs?: number };

export function httpSms(options: HttpSmsOptions, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send({ phone, text }: SmsMessage) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: `+${phone}`, from: options.sender, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
