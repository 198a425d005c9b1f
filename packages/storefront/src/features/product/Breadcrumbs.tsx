import { Icon } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { productMessages as m } from './messages';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  a {
    color: inherit;
  }
`;

/** Menu › Category › the product. */
export function Breadcrumbs({ category, current }: { category?: { slug: string; name: string }; current: string }) {
  const intl = useIntl();
  const separator = <Icon name="chevron-right" size={14} />;
  return (
    <nav aria-label={intl.formatMessage(m.breadcrumb)}>
      <List>
        <li>
          <LocalLink to={paths.menu()}>{intl.formatMessage(m.menu)}</LocalLink>
        </li>
        {category && (
          <li>
            {separator}
            <LocalLink to={paths.menuCategory(category.slug)}>{category.name}</LocalLink>
          </li>
        )}
        <li aria-current="page">
          {separator}
          {current}
        </li>
      </List>
    </nav>
  );
}
