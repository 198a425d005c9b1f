import styled from 'styled-components';
import { stretchedLink } from '../ProductCard/ProductCard.styles';

export type PromotionCardImageRatio = '16:9' | '4:3' | '1:1';

const ratios: Record<PromotionCardImageRatio, string> = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1' };

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** Shown first although the title comes first in the document, so a reader meets the title first. */
export const Media = styled.div<{ $ratio: PromotionCardImageRatio }>`
  order: -1;
  aspect-ratio: ${({ $ratio }) => ratios[$ratio]};
  border-radius: ${({ theme }) => `calc(${theme.radius.lg} - 1px) calc(${theme.radius.lg} - 1px) 0 0`};
  background: ${({ theme }) => theme.color.bg.subtle};
  overflow: hidden;

  /* A banner with other formats is a <picture> (ProductCard/Picture.tsx): no box, the img fills the frame. */
  picture {
    display: contents;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const TitleLink = styled.a`
  ${stretchedLink}
`;

export const Period = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;
