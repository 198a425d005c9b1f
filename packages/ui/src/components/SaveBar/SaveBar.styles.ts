import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/** `sticky`: pinned to the bottom of the scrolling page while the form scrolls under it; `static`: where it stands (a dialog's footer, a short form). */
export type SaveBarPosition = 'sticky' | 'static';

export const Root = styled.div<{ $position: SaveBarPosition }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};

  ${({ $position, theme }) =>
    $position === 'sticky' &&
    css`
      position: sticky;
      bottom: 0;
      /* Over the fields scrolling under it (a checkbox's box is positioned too). */
      z-index: ${theme.zIndex.sticky};
      padding: ${theme.space.md} 0;
      /* A phone's home indicator does not cover the button. */
      padding-bottom: max(${theme.space.md}, env(safe-area-inset-bottom));
      background: ${theme.color.bg.canvas};
      border-top: 1px solid ${theme.color.border.default};
    `}
`;

/** What came of the last save on the left, the save button at the end; on a phone the button takes the width. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${media.mobile} {
    & > button {
      flex: 1 1 100%;
    }
  }
`;

export const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;
