import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Bonuses } from '../../api/types';
import type { RouteHandle } from '../../shared/head';
import { AccountSection } from '../../features/account/AccountSection';
import { BonusBalance } from '../../features/account/bonuses/BonusBalance';
import { BonusLedger } from '../../features/account/bonuses/BonusLedger';
import { accountHead } from '../../features/account/accountHead';
import { accountDeps, accountLoad } from '../../features/account/loaders';
import { pageMessages } from '../messages';

export async function loader(args: LoaderFunctionArgs): Promise<Bonuses> {
  const { locale, api } = accountDeps(args);
  return accountLoad(locale, () => api.account.getBonuses());
}

export function Component() {
  const intl = useIntl();
  const bonuses = useLoaderData() as Bonuses;
  return (
    <AccountSection title={intl.formatMessage(pageMessages.accountBonuses.title)}>
      <BonusBalance balance={bonuses.balance} />
      <BonusLedger transactions={bonuses.transactions} />
    </AccountSection>
  );
}

export const handle: RouteHandle = {
  head: accountHead(pageMessages.accountBonuses.title, pageMessages.accountBonuses.description),
};
