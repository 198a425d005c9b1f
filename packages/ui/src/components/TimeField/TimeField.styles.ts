import styled from 'styled-components';
import { controlText } from '../TextField/TextField.styles';

/** The bare input: tabular digits, so 11:11 is as wide as 08:00. */
export const TimeInput = styled.input`
  ${controlText}
  font-variant-numeric: tabular-nums;
`;
