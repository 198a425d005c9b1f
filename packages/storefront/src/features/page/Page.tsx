import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@nori/ui';
import { PageContainer } from './PageContainer';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xxl};

  ${media.desktop} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  max-width: 60ch;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** A page: its one `h1`, an optional lead paragraph, then the content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <PageContainer>
      <Heading>{title}</Heading>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </PageContainer>
  );
}
