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
