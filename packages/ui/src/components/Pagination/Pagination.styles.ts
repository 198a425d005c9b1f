import styled, { css } from 'styled-components';

export const Nav = styled.nav`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The links wrap onto a second line on a narrow phone rather than pushing the page sideways. */
export const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Every cell is at least 44 × 44 px: a thumb's target on a phone (WCAG 2.5.5). */
const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.full};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Shared by the link and the button: `aria-current` marks the page shown, `aria-disabled` an edge. */
const control = css`
  ${cell}
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([aria-current='page'], [aria-disabled='true']) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.fg.subtle};
    cursor: default;
  }
`;

export const PageLink = styled.a`
  ${control}
`;

export const PageButton = styled.button`
  ${control}
`;

export const Gap = styled.span`
  ${cell}
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Where = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
