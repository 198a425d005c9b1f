import type { ReactNode } from 'react';
import { IconSpriteContext } from './symbol';

export interface IconSpriteProviderProps {
  /** The URL of the sprite file (same origin: `<use>` does not load cross-origin sprites). */
  href: string;
  children?: ReactNode;
}

/**
 * Points every `Icon` below at an external sprite file instead of an `IconSprite` in the page. The file is
 * `iconSpriteSvg()` served by the app (the storefront serves it at a content-hashed, immutable URL).
 */
export function IconSpriteProvider({ href, children }: IconSpriteProviderProps) {
  return <IconSpriteContext.Provider value={href}>{children}</IconSpriteContext.Provider>;
}
