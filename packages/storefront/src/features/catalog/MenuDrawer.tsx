import { Drawer } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalNavLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { catalogMessages as m, categoryProductCount } from './messages';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(LocalNavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/** The menu drawer (drawer flag `menu`): every category, with how many dishes it has. */
export const MenuDrawer = observer(function MenuDrawer() {
  const intl = useIntl();
  const { ui, dictionaries } = useStores();
  const close = () => ui.close('menu');
  return (
    <Drawer
      side="left"
      title={intl.formatMessage(m.categoriesTitle)}
      open={ui.isOpen('menu')}
      onOpenChange={(open) => ui.setOpen('menu', open)}
    >
      <nav aria-label={intl.formatMessage(m.categoriesNav)}>
        <List>
          <li>
            <Item to={paths.menu()} end onClick={close}>
              {intl.formatMessage(m.wholeMenu)}
            </Item>
          </li>
          {dictionaries.categories.map((category) => (
            <li key={category.id}>
              <Item to={paths.menuCategory(category.slug)} onClick={close}>
                {category.name}
                <Count>{intl.formatMessage(categoryProductCount, { count: category.products_count })}</Count>
              </Item>
            </li>
          ))}
        </List>
      </nav>
    </Drawer>
  );
});
