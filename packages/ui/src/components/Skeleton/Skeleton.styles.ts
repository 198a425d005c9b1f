import styled, { keyframes } from 'styled-components';
import { media } from '../../theme/media';
import type { Theme } from '../../theme/theme';

export type SkeletonVariant = 'text' | 'rect' | 'circle';
export type SkeletonRadius = keyof Theme['radius'];

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Block = styled.span<{ $width: string; $height: string; $radius: SkeletonRadius }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  background-color: ${({ theme }) => theme.color.bg.subtle};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.bg.subtle} 30%,
    ${({ theme }) => theme.color.bg.surface} 50%,
    ${({ theme }) => theme.color.bg.subtle} 70%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  ${media.reducedMotion} {
    animation: none;
    background-image: none;
  }
`;

/** Lines of text: the block height is the glyphs', the gap makes up the line height. */
export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.4em;
  width: 100%;
`;
