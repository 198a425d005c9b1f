import styled from 'styled-components';

export const CalendarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 280px;
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The header of the month and year views: a title between previous and next. */
export const ViewHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ViewTitle = styled.span`
  flex: 1;
  text-align: center;
`;

/** The twelve months or ten years, a button each. */
export const PeriodGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

export const PeriodButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  /* The month or year the calendar is on. */
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.fg.subtle};
    cursor: not-allowed;
  }
`;

/** A visible note under the grid, such as the cap of multiple selection being reached. */
export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
