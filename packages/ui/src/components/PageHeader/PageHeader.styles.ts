import styled from 'styled-components';
import { media } from '../../theme/media';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** The back link sits on its own line above the title, pulled to the start so a ghost link lines up with it. */
export const Back = styled.div`
  display: flex;
  justify-self: start;
`;

/** The title's block on the left, the actions at the far end; the actions wrap under the title when narrow. */
export const Main = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Text = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
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
