import styled from 'styled-components';
import { ControlBox, controlText } from '../TextField/TextField.styles';

/** The kit's field box, with the select filling it so the whole box opens the picker. */
export const Box = styled(ControlBox)`
  position: relative;
  padding: 0;
`;

/**
 * A native `<select>`: on phones the system's own picker opens (a wheel on iOS, a sheet on Android),
 * which is lighter and more familiar than any listbox the kit could draw. Only the closed control is
 * styled; the arrow is the kit's chevron.
 */
export const NativeSelect = styled.select`
  ${controlText}
  appearance: none;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  /* Room for the chevron on the right; long option labels end in an ellipsis before it. */
  padding: 0 calc(${({ theme }) => theme.space.md} * 2 + 18px) 0 ${({ theme }) => theme.space.md};
  border-radius: inherit;
  font-family: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  /* The placeholder reads quieter than a choice (fg.muted still meets 4.5:1). */
  &:has(option[data-placeholder]:checked) {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  /* The open list's options keep the page's colours, not the placeholder's. */
  option {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

export const Chevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  top: 50%;
  display: flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.fg.muted};
  pointer-events: none;
`;
