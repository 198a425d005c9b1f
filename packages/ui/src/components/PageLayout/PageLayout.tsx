import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceToken } from '../Stack/layoutBox';
import { PageRoot, type PageLayoutDensity, type PageLayoutWidth } from './PageLayout.styles';

export interface PageLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** How wide the content may grow: `narrow` 960 px, `medium` 1100 px, `wide` 1280 px, `full` the whole main area. @default 'full' */
  width?: PageLayoutWidth;
  /** `compact` pads the top and bottom with `sm` instead of `md` (and closes the gap to `sm`): a live board. @default 'regular' */
  density?: PageLayoutDensity;
  /** The space between the screen's parts, a step of the theme's `space` scale. @default 'md' ('sm' when compact) */
  gap?: SpaceToken;
  /** The screen's `PageHeader` (a way back, the title, the actions), first and at the same gap. @default none */
  header?: ReactNode;
  /** The screen's parts, one under another: banners, filters, panels, tables, a form. */
  children?: ReactNode;
}

/**
 * A screen's container: its parts one under another at the theme's gap, padded by the theme, as wide as the
 * screen's content needs and no wider, starting at the main area's start. It goes inside `AppShell`'s main
 * area, which scrolls, is the page's landmark and keeps its own padding: the layout is the screen's, the
 * shell is the app's, so a screen that sets its width never touches the frame around every screen.
 *
 * A `PageHeader` passed as `header` comes first; `width` is a step, not a length, so screens of a kind line up
 * with each other (every editor `wide`, every list to put in order `narrow`).
 */
export function PageLayout({ width = 'full', density = 'regular', gap, header, children, ...rest }: PageLayoutProps) {
  return (
    <PageRoot
      $width={width}
      $density={density}
      $gap={gap ?? (density === 'compact' ? 'sm' : 'md')}
      data-width={width}
      {...rest}
    >
      {header}
      {children}
    </PageRoot>
  );
}
