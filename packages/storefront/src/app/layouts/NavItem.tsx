import styled from 'styled-components';
import { LocalNavLink } from '../../shared/LocalLink';

/** A main navigation link, in the header's bar and in the mobile navigation drawer. */
export const NavItem = styled(LocalNavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent.text};
  }
`;
