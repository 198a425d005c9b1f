import { Icon } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { LocalLink } from '../../../app/LocalLink';
import { paths } from '../../../app/paths';
import { ordersMessages as m } from '../messages';
import { pageItems } from './pagination';

const Nav = styled.nav`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.full};
`;

const PageLink = styled(LocalLink)`
  ${cell}
  border: 1px solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.fg.default};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
  }
`;

const Gap = styled.span`
  ${cell}
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Where = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Links to the history's pages (`?page=N`): newer, the numbered pages, older. */
export function Pagination({ page, last }: { page: number; last: number }) {
  const intl = useIntl();
  const items = pageItems(page, last);
  if (items.length === 0) return null;
  return (
    <Nav aria-label={intl.formatMessage(m.pagination)}>
      <Row>
        {page > 1 && (
          <li>
            <PageLink to={paths.accountOrders(page - 1)} rel="prev">
              <Icon name="chevron-left" size={18} />
              {intl.formatMessage(m.previous)}
            </PageLink>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageLink
                to={paths.accountOrders(item)}
                aria-label={intl.formatMessage(m.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        {page < last && (
          <li>
            <PageLink to={paths.accountOrders(page + 1)} rel="next">
              {intl.formatMessage(m.next)}
              <Icon name="chevron-right" size={18} />
            </PageLink>
          </li>
        )}
      </Row>
      <Where>{intl.formatMessage(m.pageOf, { page, last })}</Where>
    </Nav>
  );
}
