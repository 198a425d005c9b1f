import { Icon, media } from '@nori/ui';
import { defineMessages, useIntl } from 'react-intl';
import { AnnouncementPart } from './deferredParts';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useConfig } from '../../shared/ConfigContext';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { Logo } from './Logo';
import { layoutMessages as m } from './messages';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The checkout's header's own words (beside the shell's: the skip link, the logo's home link). */
const checkoutMessages = defineMessages({
  backToShop: { id: 'layout.checkout.back', defaultMessage: 'Back to the shop', description: 'Checkout header link' },
  secureCheckout: {
    id: 'layout.checkout.secure',
    defaultMessage: 'Secure checkout',
    description: 'Checkout header note',
  },
});

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

/** On a phone the three header items do not fit in every language: the note keeps its icon only. */
const SecureText = styled.span`
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
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
      <AnnouncementPart.Component />
      <Bar>
        <Inner>
          <Back to={paths.menu()}>
            <Icon name="arrow-left" size={18} />
            {intl.formatMessage(checkoutMessages.backToShop)}
          </Back>
          <Logo brandName={config.brandName} homeLabel={intl.formatMessage(m.home)} />
          <Secure>
            <Icon name="check" size={18} />
            <SecureText>{intl.formatMessage(checkoutMessages.secureCheckout)}</SecureText>
          </Secure>
        </Inner>
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
