import { useIntl } from 'react-intl';
import type { RouteHandle } from '../../shared/head';
import { AccountSection } from '../../features/account/AccountSection';
import { accountHead } from '../../features/account/accountHead';
import { profileMessages } from '../../features/account/messages';
import { LogoutButton } from '../../features/account/profile/LogoutButton';
import { ProfileForm } from '../../shared/profile/ProfileForm';
import { pageMessages } from '../messages';

/** The profile: the guard has loaded it on the server, so there is no loader of its own. */
export function Component() {
  const intl = useIntl();
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.accountProfile.title)}
      lead={intl.formatMessage(pageMessages.accountProfile.description)}
    >
      <ProfileForm
        submitLabel={intl.formatMessage(profileMessages.save)}
        savedNotice={intl.formatMessage(profileMessages.saved)}
        showPhone
      />
      <LogoutButton />
    </AccountSection>
  );
}

export const handle: RouteHandle = {
  head: accountHead(pageMessages.accountProfile.title, pageMessages.accountProfile.description),
};
