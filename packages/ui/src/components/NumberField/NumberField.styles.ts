import styled from 'styled-components';
import { controlText } from '../TextField/TextField.styles';

/** The bare input inside the kit's `ControlBox`; digits line up from one value to the next. */
export const NumberInput = styled.input`
  ${controlText}
  font-variant-numeric: tabular-nums;
`;

/** The currency beside an amount, as quiet as a unit. */
export const Currency = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.md};
`;
