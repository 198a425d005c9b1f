import type { HTMLAttributes, ReactNode } from 'react';
import { SurfaceRoot, type SurfaceElevation, type SurfacePadding } from './Surface.styles';

/** The elements a surface can be: pick the one that says what the box is. */
export type SurfaceElement = 'div' | 'section' | 'article' | 'aside' | 'nav' | 'li' | 'form';

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered: `section` for a part of a page, `article` for a self-contained card, `li` in a list. @default 'div' */
  as?: SurfaceElement;
  /** How far it stands off the page; the brand decides the shadow (`surface.elevation`), a flat brand may draw none. @default 'flat' */
  elevation?: SurfaceElevation;
  /** Inner padding, one of the theme's `surface.padding` steps. @default 'md' */
  padding?: SurfacePadding;
  /** The content. */
  children?: ReactNode;
}

/**
 * A plain bordered box with the theme's `surface` role: fill, outline, radius, padding and shadow come
 * from the brand, so every card and panel built on it changes with one theme entry. No heading, no
 * layout inside: for a titled block use `Panel`.
 */
export function Surface({ as = 'div', elevation = 'flat', padding = 'md', children, ...rest }: SurfaceProps) {
  return (
    <SurfaceRoot as={as} $elevation={elevation} $padding={padding} data-elevation={elevation} {...rest}>
      {children}
    </SurfaceRoot>
  );
}
