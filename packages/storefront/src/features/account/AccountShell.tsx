import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@nori/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

const Content = styled.div`
  min-width: 0;
`;

/** The account area: its navigation beside (desktop) or above (phone) the section's page. */
export function AccountShell({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <Grid>
      {nav}
      <Content>{children}</Content>
    </Grid>
  );
}
