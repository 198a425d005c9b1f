import styled from 'styled-components';

const Svg = styled.svg<{ $filled: boolean }>`
  flex: none;
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 1.6;
  stroke-linejoin: round;
`;

/**
 * A five-pointed star, outlined or filled: the kit's `star` icon is outline-only, and a rating needs
 * both. Decorative: the rating is said in words next to it.
 */
export function StarShape({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <Svg $filled={filled} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3-4.6-4.4 6.3-.8z" />
    </Svg>
  );
}
