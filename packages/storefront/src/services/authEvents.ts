/**
 * The sign-in events of spec §3: phone with a plus, status, page_url, error_message on failure and the UTM
 * parameters of the landing URL. Apart from analytics.ts, which every page loads: only the sign-in's store
 * sends them.
 */
import type { Analytics, AnalyticsContext, AnalyticsEvent } from './analytics';

export type AuthEventName = 'login' | 'sign_up';

export interface AuthEventDetails {
  /** Digits only, as sent to the API; the event shows it with a plus. */
  phone: string;
  status: 'success' | 'failed';
  /** The server's message, on failure. */
  errorMessage?: string;
}

/** `{ event, phone: '+373…', status, page_url, error_message?, utm_*? }` */
export function authEvent(name: AuthEventName, details: AuthEventDetails, context: AnalyticsContext): AnalyticsEvent {
  const digits = details.phone.replace(/\D/g, '');
  return {
    event: name,
    phone: `+${digits}`,
    status: details.status,
    page_url: context.pageUrl,
    ...(details.status === 'failed' ? { error_message: details.errorMessage ?? '' } : {}),
    ...context.utm,
  };
}

export function trackAuth(analytics: Analytics, name: AuthEventName, details: AuthEventDetails): void {
  analytics.push(authEvent(name, details, analytics.context()));
}
