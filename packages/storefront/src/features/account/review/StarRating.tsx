import { VisuallyHidden } from '@nori/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { reviewMessages as m } from '../messages';
import { StarShape } from './StarShape';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme, $lit }) => ($lit ? theme.color.warning.solid : theme.color.fg.subtle)};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface StarRatingProps {
  /** 0 when none is chosen yet. */
  value: number;
  onValueChange: (value: number) => void;
  /** A message under the stars. */
  error?: string;
}

/**
 * Rating 1–5 as a group of native radios drawn as stars: arrows move between them, each has its name
 * ("4 stars"), and the error is linked to the group. Stars up to the hovered or chosen one light up.
 */
export function StarRating({ value, onValueChange, error }: StarRatingProps) {
  const intl = useIntl();
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>{intl.formatMessage(m.rating)}</Legend>
      <Stars onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} $lit={n <= shown} onMouseEnter={() => setHovered(n)}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onValueChange(n)} />
            <StarShape filled={n <= shown} size={32} />
            <VisuallyHidden>{intl.formatMessage(m.star, { count: n })}</VisuallyHidden>
          </Star>
        ))}
      </Stars>
      <div aria-live="polite">{error && <ErrorText id={errorId}>{error}</ErrorText>}</div>
    </Fieldset>
  );
}
