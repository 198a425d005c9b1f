import { Heart } from 'lucide';
import { createElement } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const Toggle = styled.button`
  position: absolute;
  z-index: 1;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    color: ${({ theme }) => theme.color.danger.solid};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.danger.solid};
  }

  /* Drawn inline rather than from the sprite: the sprite's symbol fixes fill="none", and CSS
     cannot reach into a <use> copy to fill the heart when pressed. */
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

export interface FavoriteToggleProps {
  pressed: boolean;
  onPressedChange: (next: boolean) => void;
  /** "Favourite: Philadelphia": the same name in both states; `aria-pressed` says which. */
  label: string;
}

/** The heart on a product photo: a toggle button, filled while the product is a favourite. */
export function FavoriteToggle({ pressed, onPressedChange, label }: FavoriteToggleProps) {
  return (
    <Toggle type="button" aria-pressed={pressed} title={label} onClick={() => onPressedChange(!pressed)}>
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
        {/* Lucide's heart, the same drawing as the sprite's `heart`, imported alone. */}
        {Heart.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Toggle>
  );
}
