import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Referral } from '../../api/types';
import type { RouteHandle } from '../../shared/head';
import { AccountSection } from '../../features/account/AccountSection';
import { accountHead } from '../../features/account/accountHead';
import { accountDeps, accountLoad } from '../../features/account/loaders';
import { referralMessages } from '../../features/account/messages';
import { ReferralCard } from '../../features/account/referral/ReferralCard';
import { pageMessages } from '../messages';

export async function loader(args: LoaderFunctionArgs): Promise<Referral> {
  const { locale, api } = accountDeps(args);
  return accountLoad(locale, () => api.account.getReferral());
}

export function Component() {
  const intl = useIntl();
  const referral = useLoaderData() as Referral;
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.accountReferral.title)}
      lead={intl.formatMessage(referralMessages.intro)}
    >
      <ReferralCard referral={referral} />
    </AccountSection>
  );
}

export const handle: RouteHandle = {
  head: accountHead(pageMessages.accountReferral.title, pageMessages.accountReferral.description),
};
