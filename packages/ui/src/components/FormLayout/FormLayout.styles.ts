import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { surfaceStyles, type SurfaceElevation, type SurfacePadding } from '../Surface/Surface.styles';

/** `panel`: the theme's bordered `surface`, as `Panel` draws it; `plain`: no box (inside a dialog or a panel). */
export type FormSectionVariant = 'panel' | 'plain';
/** `stacked`: the heading over the fields; `annotated`: from 769 px, the heading and description in a column beside the fields. */
export type FormSectionLayout = 'stacked' | 'annotated';
/** Alignment of the fields in a row along the block axis: `start` keeps labels in line when hints differ in length. */
export type FormRowAlign = 'start' | 'center' | 'end';
/**
 * How a row shares its width: `auto`, as many columns as fit (each at least `minColumnWidth`); a number,
 * that many equal columns from 769 px; a list, columns in those proportions (`[3, 2]`) from 769 px. Below
 * 769 px a numbered or listed row is one column.
 */
export type FormRowColumns = 'auto' | number | readonly number[];

export const LayoutRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  min-width: 0;
`;

export const SectionRoot = styled.section<{
  $variant: FormSectionVariant;
  $layout: FormSectionLayout;
  $elevation: SurfaceElevation;
  $padding: SurfacePadding;
}>`
  ${({ $variant }) =>
    $variant === 'panel'
      ? surfaceStyles
      : css`
          min-width: 0;
          color: ${({ theme }) => theme.color.fg.default};
        `}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[theme.surface.gap]};
  font-family: ${({ theme }) => theme.font.family.body};

  ${({ $layout }) =>
    $layout === 'annotated' &&
    css`
      ${media.desktop} {
        grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
        column-gap: ${({ theme }) => theme.space.xl};
        align-items: start;
      }
    `}
`;

export const SectionBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
`;

function template(columns: Exclude<FormRowColumns, 'auto'>): string {
  if (typeof columns === 'number') return `repeat(${Math.max(1, Math.round(columns))}, minmax(0, 1fr))`;
  return columns.map((share) => `minmax(0, ${share}fr)`).join(' ');
}

export const RowRoot = styled.div<{ $columns: FormRowColumns; $minColumnWidth: string; $align: FormRowAlign }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: ${({ $align }) => $align};
  min-width: 0;

  ${({ $columns, $minColumnWidth }) =>
    $columns === 'auto'
      ? css`
          /* min(…, 100%): a column never asks for more than the row has, so a phone gets one column. */
          grid-template-columns: repeat(auto-fit, minmax(min(${$minColumnWidth}, 100%), 1fr));
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          ${media.desktop} {
            grid-template-columns: ${template($columns)};
          }
        `}
`;
