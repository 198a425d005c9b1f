import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { PanelAction, PanelDescription, PanelHeader, PanelHeaderText, PanelHeading } from '../Surface/Surface.styles';
import { SectionBody, SectionRoot, type FormSectionLayout, type FormSectionVariant } from './FormLayout.styles';

/** Heading levels a section's heading can take; the page's own `h1` is the app's. */
export type FormSectionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface FormSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The part's name ("Texts", "Photo"): its heading, and the name of the region it makes. */
  heading: ReactNode;
  /** The heading's level, to fit the page's outline (under a `PageHeader` `h2`, take 3). @default 2 */
  headingLevel?: FormSectionHeadingLevel;
  /** What the part is for or what its rules are, under the heading; the section is described by it. @default none */
  description?: ReactNode;
  /** Controls at the end of the heading's line, such as "Add an interval". @default none */
  action?: ReactNode;
  /** `panel`: the theme's bordered surface, as `Panel`; `plain`: no box, inside a dialog or another panel. @default 'panel' */
  variant?: FormSectionVariant;
  /** `annotated`: from 769 px the heading and description stand in a column beside the fields. @default 'stacked' */
  layout?: FormSectionLayout;
  /** The fields and `FormRow`s, one under another. */
  children?: ReactNode;
}

/**
 * A named part of a form: a `<section>` named by its heading (a region screen-reader users can jump to) and
 * described by its description, with the fields under them — or, `annotated`, beside them on a wide screen.
 * In a panel like `Panel`'s, or plain inside a dialog.
 */
export function FormSection({
  heading,
  headingLevel = 2,
  description,
  action,
  variant = 'panel',
  layout = 'stacked',
  children,
  ...rest
}: FormSectionProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const descriptionId = `${id}-description`;
  return (
    <SectionRoot
      $variant={variant}
      $layout={layout}
      $elevation="flat"
      $padding="md"
      data-variant={variant}
      data-layout={layout}
      aria-labelledby={headingId}
      aria-describedby={description != null ? descriptionId : undefined}
      {...rest}
    >
      <PanelHeader>
        <PanelHeaderText>
          <PanelHeading as={`h${headingLevel}`} id={headingId}>
            {heading}
          </PanelHeading>
          {description != null && <PanelDescription id={descriptionId}>{description}</PanelDescription>}
        </PanelHeaderText>
        {action != null && <PanelAction>{action}</PanelAction>}
      </PanelHeader>
      <SectionBody>{children}</SectionBody>
    </SectionRoot>
  );
}
