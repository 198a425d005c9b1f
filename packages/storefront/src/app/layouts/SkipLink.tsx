import styled from 'styled-components';

/** The first stop of the Tab key: straight to the page's content. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.fg.inverse};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const MAIN_ID = 'main';
