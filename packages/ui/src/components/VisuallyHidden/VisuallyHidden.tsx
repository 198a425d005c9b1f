import styled from 'styled-components';

/**
 * Text for screen readers only: "Old price" before a struck-through amount, the product name
 * after "Add to cart". Kept in the layout's reading order but clipped out of sight.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
