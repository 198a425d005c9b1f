import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatAddress } from './format';

describe('formatAddress', () => {
  it('joins the street and house with the parts that are given', () => {
    const en = createIntl({
      locale: 'en-US',
      messages: { 'account.order.apartment': 'apt. {value}', 'account.order.floor': 'floor {value}' },
    });
    expect(formatAddress(en, { street: 'Alecu Russo', house: '1', apartment: '4', floor: ' 3 ', entrance: ' ' })).toBe(
      'Alecu Russo 1, apt. 4, floor 3',
    );
    expect(formatAddress(en, { street: 'Dacia', house: '47' })).toBe('Dacia 47');
  });
});
