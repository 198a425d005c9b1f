// Structured logs. Codes, tokens, signatures and credentials are redacted wherever they appear in a
// logged object, and no request or response body is ever logged.
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED_PATHS = [
  'code',
  'token',
  'password',
  'secret',
  '*.code',
  '*.token',
  '*.password',
  '*.secret',
  'req.headers.authorization',
  'req.headers["x-request-signature"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-request-signature"]',
  'headers.cookie',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'nori-api' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

export type { Logger };

/**
 * An error fit for the log. Drizzle's query errors put the SQL parameters in their message (a code or
 * a token could be among them), so only the database's own error is kept.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const cause = err.cause instanceof Error ? err.cause : null;
  if (err.name === 'DrizzleQueryError' || /^Failed query:/.test(err.message)) {
    return {
      name: err.name,
      message: cause?.message ?? 'query failed',
      code: (cause as { code?: unknown } | null)?.code,
    };
  }
  return { name: err.name, message: err.message, stack: err.stack };
}
