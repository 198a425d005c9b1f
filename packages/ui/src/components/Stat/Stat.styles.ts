import styled from 'styled-components';
import type { StatSentiment } from './statFormat';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Label = styled.div`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** Tabular figures: numbers in a row of stats line up and do not jitter as they update. */
export const Value = styled.div`
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/**
 * Colour is a hint only (the words say up or down): `success.text` and `danger.text` meet 4.5:1 on
 * the canvas and on surfaces in both brands.
 */
export const Change = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Delta = styled.span<{ $sentiment: StatSentiment }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sentiment }) =>
    $sentiment === 'positive'
      ? theme.color.success.text
      : $sentiment === 'negative'
        ? theme.color.danger.text
        : theme.color.fg.muted};
`;

export const Context = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The placeholders are as tall as the lines they stand for, so nothing moves when the numbers come. */
export const ValueSkeletonSlot = styled.div`
  font-size: ${({ theme }) => theme.font.size.display};
  height: calc(${({ theme }) => `${theme.font.size.display} * ${theme.font.lineHeight.tight}`});
  display: flex;
  align-items: center;
`;

export const ChangeSkeletonSlot = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  height: calc(${({ theme }) => `${theme.font.size.sm} * ${theme.font.lineHeight.normal}`});
  display: flex;
  align-items: center;
`;
