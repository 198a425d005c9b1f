import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.strong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SelectFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: number | null;
  options: readonly { value: number; label: string }[];
  onValueChange: (value: number | null) => void;
  error?: string;
}

/** A labelled, required native select (the kit has none yet): the delivery area. */
export function SelectField({ id, label, placeholder, value, options, onValueChange, error }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <Select
        id={id}
        required
        value={value ?? ''}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrapper>
  );
}
