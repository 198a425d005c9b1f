// The menu screens' layout pieces: page columns, a group of fields with its legend, rows of controls. Looks
// come from the kit's theme roles only; the controls themselves are the kit's.
import { media } from '@nori/ui';
import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  max-width: 1280px;
`;

/** Controls side by side, wrapping on a narrow screen. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

/** The filters on the left, the page's action at the far end. */
export const Toolbar = styled(Row)`
  justify-content: space-between;
`;

/** A group of checkboxes or fields named by its legend (screen readers announce it on entering). */
export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Checkboxes in as many columns as fit (one on a phone). */
export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

/** Two columns on a tablet or wider, one on a phone. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A group's own error (the API's message for the whole list), under its choices. */
export const GroupError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
