import * as Dialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

/**
 * The dimmed layer behind `Modal` and `Drawer`. It is also the element the backdrop rule watches,
 * so the panel sits directly inside it and every point around the panel is the backdrop itself.
 * The Portal's presence keeps it mounted until its closing animation (driven by `data-state`) ends.
 *
 * It is a plain element rather than Radix's `Dialog.Overlay`, because the overlay wraps itself in
 * react-remove-scroll: a second scroll lock (wheel and touch blocked outside the content, a style
 * element injected into the page, a padding on `<body>`) stacked on the kit's one, `html.is-clipped`
 * (`useScrollLock`). The dialog stays modal: Radix's `Dialog.Content` still traps focus, hides the page
 * from assistive technology (aria-hidden) and ignores pointer events outside while open
 * (radix-ui/primitives#1159 composes the same way).
 */
export const backdropBase = css`
  position: fixed;
  /* Radix sets pointer-events: none on <body> while a modal dialog is open; the backdrop takes them back. */
  pointer-events: auto;
  inset: 0;
  display: flex;
  overflow: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.bg.backdrop};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
`;

/** The panel's common look: a surface column whose body scrolls between a header and a footer. */
export const panelBase = css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
`;

export const Title = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xl}`};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  padding-bottom: max(${({ theme }) => theme.space.lg}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;
