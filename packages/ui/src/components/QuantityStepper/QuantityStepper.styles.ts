import styled from 'styled-components';

export type QuantityStepperSize = 'sm' | 'md';

export const Group = styled.div<{ $size: QuantityStepperSize; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: space-between;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  height: ${({ theme, $size }) => theme.size.control[$size]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StepButton = styled.button<{ $size: QuantityStepperSize; $tone: 'default' | 'danger' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.size.control[$size]};
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger.text : theme.color.fg.default)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.border.default};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

export const Value = styled.output<{ $size: QuantityStepperSize }>`
  flex: 1 0 auto;
  min-width: 2.5ch;
  text-align: center;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
