import { createContext } from 'react';

/** The id of an icon's `<symbol>` in the sprite. */
export const iconSymbolId = (name: string) => `nori-icon-${name}`;

/**
 * Where `Icon` finds the sprite: '' (the default) for the `IconSprite` rendered in the page, or the URL
 * of the sprite as a file (`iconSpriteSvg()`), which the browser caches once instead of every page
 * carrying every icon. Set it with `IconSpriteProvider`.
 */
export const IconSpriteContext = createContext('');
