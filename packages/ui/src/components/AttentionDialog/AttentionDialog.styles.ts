import styled from 'styled-components';

/** The announcement as typed: its line breaks kept, long words wrapped. */
export const Message = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
