import type { HTMLAttributes, ReactNode } from 'react';
import { TextRoot, type TextSize, type TextTone, type TextWeight } from './Text.styles';

/** The elements a text can be: a phrase (`span`), a paragraph, a list item, a caption, a term, a sub-heading. */
export type TextElement =
  'span' | 'p' | 'div' | 'li' | 'figcaption' | 'dt' | 'dd' | 'strong' | 'small' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; a heading's level follows the page's outline, `size` how big it looks. @default 'span' */
  as?: TextElement;
  /** The colour role: `muted` for secondary lines, `danger` and `success` for outcomes. @default its parent's colour */
  tone?: TextTone;
  /** A step of the theme's `font.size` scale: `sm` for a count or a caption beside the main text. @default its parent's size */
  size?: TextSize;
  /** A step of the theme's `font.weight` scale: `bold` for a total's label. @default its parent's weight */
  weight?: TextWeight;
  /** The words. */
  children?: ReactNode;
}

/**
 * Words in one of the theme's tones, sizes and weights: "12 dishes" in muted small text beside a category's
 * name, a caption under a preview, an error line in the danger tone. It reads roles, never colours, so a
 * brand's `fg.muted` (which keeps 4.5:1 on its surfaces) is every screen's secondary text. What is not set is
 * inherited, and it adds no margin even as a `p`.
 */
export function Text({ as = 'span', tone, size, weight, children, ...rest }: TextProps) {
  return (
    <TextRoot as={as} $tone={tone} $size={size} $weight={weight} {...rest}>
      {children}
    </TextRoot>
  );
}
