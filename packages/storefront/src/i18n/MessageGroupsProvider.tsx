import { KitMessagesProvider, type KitLabels } from '@nori/ui';
import type { ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';

export interface MessageGroupsProviderProps {
  /** What `useMessageGroups` gave: the shop's words with the groups', and the kit's labels they bring. */
  value: { intl: IntlShape; kit?: KitLabels };
  children?: ReactNode;
}

/** The words of a part that speaks message groups (a page, an overlay), for everything inside it. */
export function MessageGroupsProvider({ value, children }: MessageGroupsProviderProps) {
  return (
    <RawIntlProvider value={value.intl}>
      <KitMessagesProvider messages={value.kit}>{children}</KitMessagesProvider>
    </RawIntlProvider>
  );
}
