import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalNavLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { catalogMessages as m } from './messages';

const Scroller = styled.nav`
  margin: 0 -${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  scrollbar-width: none;
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  width: max-content;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Chip = styled(LocalNavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
  }
`;

/** The categories as a row of links under the menu's heading; the current one is marked. */
export const CategoryChips = observer(function CategoryChips() {
  const intl = useIntl();
  const { dictionaries } = useStores();
  return (
    <Scroller aria-label={intl.formatMessage(m.categoriesNav)}>
      <List>
        <li>
          <Chip to={paths.menu()} end>
            {intl.formatMessage(m.wholeMenu)}
          </Chip>
        </li>
        {dictionaries.categories.map((category) => (
          <li key={category.id}>
            <Chip to={paths.menuCategory(category.slug)}>{category.name}</Chip>
          </li>
        ))}
      </List>
    </Scroller>
  );
});
