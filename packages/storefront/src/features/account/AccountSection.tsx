import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@nori/ui';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  ${media.desktop} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export interface AccountSectionProps {
  /** The page's one `h1`. */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Beside the heading: a link back, an action. */
  aside?: ReactNode;
  /** Above the heading, e.g. a link back to the list. */
  before?: ReactNode;
  children?: ReactNode;
}

/** One section of the account: its heading, a lead, then the content. */
export function AccountSection({ title, lead, aside, before, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {before}
      <Head>
        <Titles>
          <Heading id={headingId}>{title}</Heading>
          {lead && <Lead>{lead}</Lead>}
        </Titles>
        {aside}
      </Head>
      {children}
    </section>
  );
}
