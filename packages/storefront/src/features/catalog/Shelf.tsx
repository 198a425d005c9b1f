import { Icon } from '@nori/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const More = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.accent.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface ShelfProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** A "see all" link beside the heading. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled band of the home page (promotions, categories, bestsellers) with an optional "see all" link. */
export function Shelf({ id, title, more, children }: ShelfProps) {
  return (
    <Section aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {more && (
          <More to={more.to}>
            {more.label}
            <Icon name="chevron-right" size={16} />
          </More>
        )}
      </Head>
      {children}
    </Section>
  );
}
