import { ButtonLink, formatPhone } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderTracking } from '../../api/types';
import { LocalLink } from '../LocalLink';
import { paths } from '../paths';
import { followMessages as m } from './messages';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;

  p {
    margin: 0;
    max-width: 44ch;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * **Follow your order**: the order's private page (its tracking link, which a guest has no other way back
 * to), and the SMS the API sends with the same link once the restaurant accepts the order.
 */
export function FollowOrder({ tracking, phone }: { tracking: OrderTracking; phone: string }) {
  const intl = useIntl();
  return (
    <Box>
      <ButtonLink as={LocalLink} to={paths.track(tracking.token)} icon="clock">
        {intl.formatMessage(m.link)}
      </ButtonLink>
      <p>{intl.formatMessage(m.sms, { phone: formatPhone(phone) })}</p>
    </Box>
  );
}
