import type { HTMLAttributes, ReactNode } from 'react';
import { PanelDescription, PanelHeader, PanelHeaderText } from '../Surface/Surface.styles';
import { Actions, Back, Root, Title, TitleRow } from './PageHeader.styles';

/** Heading levels a page header's title can take. */
export type PageHeaderHeadingLevel = 1 | 2 | 3;

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title ("Philadelphia roll", "New category"), rendered as its heading. */
  title: ReactNode;
  /**
   * The title's heading level. The page's one `h1` by default; inside `AppShell`, whose top bar already holds
   * the `h1`, pass 2. @default 1
   */
  headingLevel?: PageHeaderHeadingLevel;
  /** A line under the title: what the page is for, or who last changed it. @default none */
  description?: ReactNode;
  /** A way back, above the title: the app's link (a `ButtonLink` rendered by its router). @default none */
  back?: ReactNode;
  /** Facts beside the title, such as a `Badge` ("Draft", "Published"); they wrap under a long title. @default none */
  titleMetadata?: ReactNode;
  /** The page's buttons and links (Delete, Preview, New): at the end on a wide screen, a row of their own under the title on a phone. @default none */
  actions?: ReactNode;
}

/**
 * The top of a back-office page: a way back, the page's title with its badges, a line of description, and
 * the page's own actions. The actions sit at the end of the title's line on a wide screen and take a row
 * of their own under it on a phone (below 769 px), where they share the width; a long title or description wraps
 * instead of widening the page. The header is a plain block: the title is the heading screen-reader users
 * jump to, and the actions follow it in reading and tab order.
 */
export function PageHeader({
  title,
  headingLevel = 1,
  description,
  back,
  titleMetadata,
  actions,
  ...rest
}: PageHeaderProps) {
  return (
    <Root {...rest}>
      {back != null && <Back>{back}</Back>}
      <PanelHeader>
        <PanelHeaderText>
          <TitleRow>
            <Title as={`h${headingLevel}`}>{title}</Title>
            {titleMetadata}
          </TitleRow>
          {description != null && <PanelDescription>{description}</PanelDescription>}
        </PanelHeaderText>
        {actions != null && <Actions>{actions}</Actions>}
      </PanelHeader>
    </Root>
  );
}
