import styled from 'styled-components';

/**
 * The outer `<kbd>` of a combination: the keys in a row with their separators. Sized in `em`, so it
 * follows the text it sits in (a tooltip's, a help list's).
 */
export const Combo = styled.kbd`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25em;
  font: inherit;
  vertical-align: baseline;
`;

/**
 * One key: a keycap drawn in the surrounding text's colour (a thin outline, a deeper bottom edge and a
 * faint fill of `currentColor`), so it reads on the page, on a panel and in the dark tooltip alike.
 */
export const Key = styled.kbd`
  /* Holds the clipped name of a symbol key. */
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75em;
  min-height: 1.6em;
  padding: 0 0.4em;
  border: 1px solid color-mix(in srgb, currentColor 40%, transparent);
  border-bottom-width: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: color-mix(in srgb, currentColor 8%, transparent);
  color: inherit;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: 0.85em;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
`;

/** The "+" (or "then") between keys: quieter than the keys, part of what is read. */
export const Separator = styled.span`
  font-size: 0.85em;
  opacity: 0.8;
`;
