import { Outlet } from 'react-router-dom';
import { AccountNav } from '../../features/account/AccountNav';
import { AccountShell } from '../../features/account/AccountShell';
import { PageContainer } from '../../features/page/PageContainer';

/** The account area (sign-in required): its navigation, and the section's page beside or under it. */
export function Component() {
  return (
    <PageContainer>
      <AccountShell nav={<AccountNav />}>
        <Outlet />
      </AccountShell>
    </PageContainer>
  );
}
