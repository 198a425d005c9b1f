import styled, { keyframes } from 'styled-components';
import { useKitMessages } from '../../intl/KitIntl';

export interface SpinnerProps {
  /** Diameter in px. @default 20 */
  size?: number;
  /**
   * What is loading, read by screen readers. Pass `null` when the spinner sits inside an element
   * that already says it is busy (a loading button). @default the kit's "Loading"
   */
  label?: string | null;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const t = useKitMessages();
  if (label === null) return <Ring $size={size} className={className} aria-hidden="true" />;
  return <Ring $size={size} className={className} role="status" aria-label={label ?? t('spinner.label')} />;
}
