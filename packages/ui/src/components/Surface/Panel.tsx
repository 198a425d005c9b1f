import { useId, type ReactNode } from 'react';
import type { SurfaceProps } from './Surface';
import { PanelAction, PanelDescription, PanelHeader, PanelHeaderText, PanelHeading, PanelRoot } from './Surface.styles';

/** Heading levels a panel's title can take; the page's own `h1` is the app's. */
export type PanelHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface PanelProps extends Omit<SurfaceProps, 'title'> {
  /** The element rendered; a `section`, `article`, `aside` or `nav` with a heading is named by it. @default 'section' */
  as?: SurfaceProps['as'];
  /** The panel's title, rendered as a heading. @default none */
  heading?: ReactNode;
  /** The heading's level, to fit the page's outline (a panel inside a drawer titled `h2` takes 3). @default 2 */
  headingLevel?: PanelHeadingLevel;
  /** A line under the heading. @default none */
  description?: ReactNode;
  /** Controls at the end of the header, such as an Edit button or a link; they wrap under the heading when narrow. @default none */
  action?: ReactNode;
  /** The panel's content; its blocks are spaced by the theme's `surface.gap`. */
  children?: ReactNode;
}

/** Elements that become landmarks or named groups when labelled; a `div` or `li` cannot take a name. */
const nameable = new Set(['section', 'article', 'aside', 'nav', 'form']);

/**
 * A `Surface` with a header: a heading (at the level the page needs), a description, and an action slot.
 * A `section` (the default) is named by its heading, so it is a region screen-reader users can jump to —
 * as the storefront's checkout sections and order details already are. Content blocks follow the header
 * directly, spaced evenly, so the app places its lists and fields without a wrapper.
 */
export function Panel({
  as = 'section',
  elevation = 'flat',
  padding = 'md',
  heading,
  headingLevel = 2,
  description,
  action,
  children,
  ...rest
}: PanelProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const named = heading != null && nameable.has(as) && !rest['aria-label'] && !rest['aria-labelledby'];
  const hasHeader = heading != null || description != null || action != null;
  return (
    <PanelRoot
      as={as}
      $elevation={elevation}
      $padding={padding}
      data-elevation={elevation}
      aria-labelledby={named ? headingId : undefined}
      {...rest}
    >
      {hasHeader && (
        <PanelHeader>
          <PanelHeaderText>
            {heading != null && (
              <PanelHeading as={`h${headingLevel}`} id={headingId}>
                {heading}
              </PanelHeading>
            )}
            {description != null && <PanelDescription>{description}</PanelDescription>}
          </PanelHeaderText>
          {action != null && <PanelAction>{action}</PanelAction>}
        </PanelHeader>
      )}
      {children}
    </PanelRoot>
  );
}
