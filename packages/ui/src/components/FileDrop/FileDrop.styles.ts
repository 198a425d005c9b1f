import styled from 'styled-components';

/**
 * The drop zone. The real `<input type="file">` lies over all of it, transparent: a click anywhere opens
 * the picker, Tab reaches it and Space or Enter opens it, and screen readers meet a file input named by
 * the label. The zone draws what the input cannot: the dashed edge, the focus ring, the drag-over look.
 */
export const Zone = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 120px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: center;
  overflow-wrap: anywhere;
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &:has(> input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[data-drag-over] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &[data-look='preview'] {
    padding: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The input over the zone: invisible, but it is what is clicked, focused and announced. */
export const Input = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &::file-selector-button {
    cursor: pointer;
  }

  &:disabled,
  &:disabled::file-selector-button {
    cursor: not-allowed;
  }
`;

/** Controls drawn over the input (the image's remove button): they take their own clicks. */
export const Controls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 2;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const IconDisc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
`;

export const Prompt = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** "Choose a file" reads as the action: the accent's text colour, underlined like a link. */
export const Choose = styled.span`
  color: ${({ theme }) => theme.color.accent.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  text-underline-offset: 2px;

  [data-disabled] & {
    color: inherit;
  }
`;

export const Limits = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** The image, at the app's aspect ratio, covering its box. */
export const Preview = styled.img<{ $aspectRatio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const Progress = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/** The track's outline is the control colour (3:1 on surfaces), so the bar's extent can be seen in any brand. */
export const ProgressTrack = styled.div`
  height: 8px;
  border: 1px solid ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow: hidden;
`;

export const ProgressBar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent.solid};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
`;
