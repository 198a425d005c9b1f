import styled from 'styled-components';
import { media } from '../../theme/media';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** The back link, on its own line above the title and only as wide as itself. */
export const Back = styled.div`
  display: flex;
  justify-self: start;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  /* A dish's name in Romanian with no space to break at must not widen a phone's page. */
  overflow-wrap: anywhere;

  ${media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/**
 * The page's buttons. On a phone they take the row under the title and share it, so two actions sit side by
 * side and a long label wraps inside its button instead of pushing the page wider.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${media.mobile} {
    flex: 1 1 100%;
    & > * {
      flex: 1 1 auto;
    }
  }
`;
