// The frame of every menu page (/menu/…): the area's own navigation over the page, so the main navigation
// keeps one "Menu" entry for dishes, categories, promotions and the menu file.
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MenuTabs } from './MenuTabs';

const Tabs = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  max-width: 1280px;
`;

export function MenuArea() {
  return (
    <>
      <Tabs>
        <MenuTabs />
      </Tabs>
      <Outlet />
    </>
  );
}
