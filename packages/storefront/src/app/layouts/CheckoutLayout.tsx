import { Icon } from '@nori/ui';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useConfig } from '../ConfigContext';
import { LocalLink } from '../LocalLink';
import { paths } from '../paths';
import { Logo } from './Logo';
import { layoutMessages as m } from './messages';
import { MAIN_ID, SkipLink } from './SkipLink';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: 960px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Back = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Secure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.success.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Main = styled.main`
  max-width: 960px;
  margin: 0 auto;
`;

/** The checkout layout: a calm header without the shop's navigation, so nothing pulls the shopper away. */
export function CheckoutLayout() {
  const intl = useIntl();
  const config = useConfig();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{intl.formatMessage(m.skipToContent)}</SkipLink>
      <Bar>
        <Inner>
          <Back to={paths.menu()}>
            <Icon name="arrow-left" size={18} />
            {intl.formatMessage(m.backToShop)}
          </Back>
          <Logo brandName={config.brandName} homeLabel={intl.formatMessage(m.home)} />
          <Secure>
            <Icon name="check" size={18} />
            {intl.formatMessage(m.secureCheckout)}
          </Secure>
        </Inner>
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
