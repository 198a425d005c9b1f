import type { CSSProperties } from 'react';
import { Glyph } from './Rating.styles';

/**
 * A five-pointed star, outlined or filled (the kit's `star` icon is outline-only, and a rating needs
 * both). Decorative: the rating is said in words by its radio or its image.
 */
export function StarGlyph({ filled, size, style }: { filled: boolean; size: number; style?: CSSProperties }) {
  return (
    <Glyph
      $filled={filled}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      <path d="M12 2.8l2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3-4.6-4.4 6.3-.8z" />
    </Glyph>
  );
}
