import { describe, expect, it } from 'vitest';
import { fieldMessages } from './fieldMessages';

describe('fieldMessages', () => {
  it('shows every message of every list given, in order', () => {
    expect(fieldMessages(['The code has 4 digits.', 'Only digits.'], ['Try again later.'])).toBe(
      'The code has 4 digits. Only digits. Try again later.',
    );
  });

  it('is undefined without a message, so the field shows no error', () => {
    expect(fieldMessages()).toBeUndefined();
    expect(fieldMessages(undefined, [], [' '])).toBeUndefined();
  });
});
