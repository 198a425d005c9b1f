import { describe, expect, it } from 'vitest';
import { createLogger, loggableError } from '../src/logger';
import { LogCapture } from './helpers';

describe('logger', () => {
  it('redacts codes and tokens wherever they sit in a logged object', () => {
    const out = new LogCapture();
    const log = createLogger('info', out);
    log.info(
      { code: '4821', token: 'tok-secret', body: { code: '4821' }, headers: { authorization: 'Bearer tok-secret' } },
      'x',
    );
    expect(out.text).not.toContain('4821');
    expect(out.text).not.toContain('tok-secret');
    expect(out.text).toContain('[redacted]');
  });

  it('keeps SQL parameters out of logged query errors', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const err = new Error('Failed query: insert into "sms_outbox" ("code") values ($1)\nparams: 4821', { cause });
    err.name = 'DrizzleQueryError';
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('4821');
    expect(logged).toContain('23505');
  });
});
