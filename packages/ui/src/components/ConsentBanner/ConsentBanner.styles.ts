import styled from 'styled-components';
import { media } from '../../theme/media';

/**
 * Fixed to the bottom of the viewport, so it never moves the page (no layout shift), and compact: on a
 * 375 px phone the summary is two short lines and a row of buttons, leaving the shop above it usable.
 * The page keeps scrolling under it; nothing is dimmed or blocked.
 */
export const Root = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline: ${({ theme }) => theme.space.sm};
  bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  box-sizing: border-box;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.sm});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${media.desktop} {
    inset-inline: auto ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
    width: 420px;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};

  a {
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 auto;
  }
`;
