import { Button } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { useLocalNavigate } from '../../../shared/useLocalNavigate';
import { useStores } from '../../../stores/StoresProvider';
import { profileMessages as m } from '../messages';

const Section = styled.div`
  max-width: 480px;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

/** Signs out (the token is revoked on the server, then forgotten here) and goes home. */
export const LogoutButton = observer(function LogoutButton() {
  const intl = useIntl();
  const { user } = useStores();
  const navigate = useLocalNavigate();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    await user.signOut();
    navigate(paths.home());
  };
  return (
    <Section>
      <Button variant="secondary" icon="logout" loading={pending} onClick={() => void signOut()}>
        {intl.formatMessage(m.logout)}
      </Button>
    </Section>
  );
});
