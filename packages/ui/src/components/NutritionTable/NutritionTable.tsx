import type { Key, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Caption, Row, StyledTable } from './NutritionTable.styles';

export interface NutritionRow {
  /** A stable key: the nutrient (`energy`, `fat`, `saturates`). */
  id: Key;
  /** The nutrient's name in the app's language ("Protein"). */
  label: ReactNode;
  /** Its amount as the app formats it for the locale ("1 046 kJ / 250 kcal", "12,5 g"). */
  value: ReactNode;
  /** A part of the row above ("of which sugars"): indented and quieter. @default false */
  sub?: boolean;
}

export interface NutritionTableProps {
  /** What the figures are for, in the app's words ("Nutrition per 100 g"): the table's `<caption>`. */
  caption: ReactNode;
  /** The nutrients, in the order a label prints them (energy, fat, carbohydrates, protein, …). */
  rows: readonly NutritionRow[];
  /** Hide the caption from sight (a heading above already says it); screen readers still read it. @default false */
  captionHidden?: boolean;
  className?: string;
}

/**
 * A dish's nutrition declaration, as a food label prints it: a real table (each nutrient a row header, its
 * amount the cell), so a screen reader reads "Fat, 6.8 g" and can move row by row. The app names the
 * nutrients and formats the amounts in its locale; the kit lays them out.
 */
export function NutritionTable({ caption, rows, captionHidden = false, className }: NutritionTableProps) {
  return (
    <StyledTable className={className}>
      <Caption $hidden={captionHidden}>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</Caption>
      <tbody>
        {rows.map((row) => (
          <Row key={row.id} $sub={row.sub ?? false}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </Row>
        ))}
      </tbody>
    </StyledTable>
  );
}
