import styled, { css } from 'styled-components';
import type { Theme } from '../../theme/theme';

/** How far a surface stands off the page: `flat` lies on it, `raised` lifts a little, `floating` sits over other content. */
export type SurfaceElevation = 'flat' | 'raised' | 'floating';
/** Inner padding, the theme's `surface.padding` steps; `none` for content that runs to the edges (a table, an image). */
export type SurfacePadding = 'none' | 'sm' | 'md' | 'lg';

function shadowOf(theme: Theme, elevation: SurfaceElevation): string {
  const step = theme.surface.elevation[elevation];
  return step === 'none' ? 'none' : theme.shadow[step];
}

/**
 * The theme's `surface` role: its entries name other roles (a `color.bg`, a `color.border`, a `radius`
 * step), so each brand's panels follow its own colours and corners. A brand without outlines keeps a
 * transparent border: the box keeps its size, and forced-colours mode still draws the edge.
 */
export const surfaceStyles = css<{ $elevation: SurfaceElevation; $padding: SurfacePadding }>`
  box-sizing: border-box;
  min-width: 0;
  background: ${({ theme }) => theme.color.bg[theme.surface.background]};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid
    ${({ theme }) => (theme.surface.border === 'none' ? 'transparent' : theme.color.border[theme.surface.border])};
  border-radius: ${({ theme }) => theme.radius[theme.surface.radius]};
  box-shadow: ${({ theme, $elevation }) => shadowOf(theme, $elevation)};
  padding: ${({ theme, $padding }) => ($padding === 'none' ? '0' : theme.space[theme.surface.padding[$padding]])};
`;

export const SurfaceRoot = styled.div<{ $elevation: SurfaceElevation; $padding: SurfacePadding }>`
  ${surfaceStyles}
`;

/** A panel stacks its header and its content's blocks with the theme's `surface.gap` between them. */
export const PanelRoot = styled.div<{ $elevation: SurfaceElevation; $padding: SurfacePadding }>`
  ${surfaceStyles}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[theme.surface.gap]};
`;

/** The heading and description on the left, the action on the right; the action wraps under them when narrow. */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

export const PanelHeaderText = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const PanelDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const PanelAction = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
