import { useContext } from 'react';
import styled from 'styled-components';
import type { IconName } from './icons';
import { IconSpriteContext, iconSymbolId } from './symbol';

export interface IconProps {
  /** The symbol to show; see `iconNames`. */
  name: IconName;
  /** Width and height in px. @default 20 */
  size?: number;
  /**
   * A text alternative for an icon that carries meaning on its own. Leave it out for decorative
   * icons next to text: they are hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

const Svg = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: middle;
`;

/**
 * An icon from the kit's sprite (render `IconSprite` once per page, or point to the sprite as a file with
 * `IconSpriteProvider`). Takes the current text colour.
 */
export function Icon({ name, size = 20, label, className }: IconProps) {
  const sprite = useContext(IconSpriteContext);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg width={size} height={size} focusable="false" className={className} {...a11y}>
      <use href={`${sprite}#${iconSymbolId(name)}`} />
    </Svg>
  );
}
