import type { IntlShape } from 'react-intl';
import type { Address } from '../../api/types';
import { orderMessages as m } from './messages';

/** "str. Alecu Russo 1, apt. 4, entrance 2, floor 3, intercom 14" — only the parts given. */
export function formatAddress(intl: IntlShape, address: Address): string {
  const extra = (['apartment', 'entrance', 'floor', 'intercom'] as const)
    .filter((key) => address[key]?.trim())
    .map((key) => intl.formatMessage(m[key], { value: address[key]!.trim() }));
  return [`${address.street} ${address.house}`.trim(), ...extra].join(', ');
}
