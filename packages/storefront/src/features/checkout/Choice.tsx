import { Icon, media, type IconName } from '@nori/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Options = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${media.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(${({ $columns }) => ($columns > 2 ? '140px' : '160px')}, 1fr));
  }
`;

const Option = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fg.subtle : theme.color.fg.default)};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  input {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    accent-color: ${({ theme }) => theme.color.accent.solid};
  }
`;

const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  small {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  disabled?: boolean;
}

export interface ChoiceProps<V extends string | number> {
  /** The group's name, also its id prefix; the first radio gets `id`. */
  id: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onValueChange: (value: V) => void;
  error?: string;
}

/** A group of radio cards in a fieldset: order type, restaurant, time, payment. */
export function Choice<V extends string | number>({
  id,
  legend,
  options,
  value,
  onValueChange,
  error,
}: ChoiceProps<V>) {
  const errorId = `${id}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Options $columns={options.length}>
        {options.map((option, index) => (
          <Option key={option.value} $disabled={Boolean(option.disabled)}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            {option.icon && <Icon name={option.icon} size={20} />}
            <Text>
              {option.label}
              {option.description && <small>{option.description}</small>}
            </Text>
          </Option>
        ))}
      </Options>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Group>
  );
}
