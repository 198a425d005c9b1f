import type { ReactNode } from 'react';
import { useKitLocale } from '../../intl/KitIntl';
import { decimalsOf, formatNumberText, parseNumberText } from './numberText';
import { NumericField, type NumericFieldCommonProps } from './NumericField';

export interface NumberFieldProps extends NumericFieldCommonProps {
  /** How much ArrowUp/ArrowDown change the value (PageUp/PageDown: ten times it); steps count from `min`. @default 1 */
  step?: number;
  /** Decimals a person may type; more get the kit's message instead of being rounded away. @default the step's decimals (0 for a step of 1) */
  maxFractionDigits?: number;
  /** A unit or icon before the number inside the box. @default none */
  prefix?: ReactNode;
  /** A unit after the number inside the box: "g", "%", "min". @default none */
  suffix?: ReactNode;
}

/**
 * A labelled number input for counts, weights, percentages and minutes. The person types freely in
 * their locale (`12,5` or `12.5` both work); on blur the field shows the number in the locale's style
 * and tells `onValueChange`. ArrowUp/ArrowDown step by `step`, PageUp/PageDown by ten steps,
 * Home/End go to `min`/`max` when there are bounds. Text that is no number, too many decimals and a
 * value out of range get a clear message in the kit's language (the app's `error` replaces it).
 *
 * The keyboard: `inputMode` is `numeric` for whole numbers and `decimal` otherwise; the iPhone's pads
 * have no minus key, so a field that takes negative numbers should pass `inputMode="text"`.
 */
export function NumberField({ step = 1, maxFractionDigits, ...props }: NumberFieldProps) {
  const { localeTag } = useKitLocale();
  const decimals = maxFractionDigits ?? decimalsOf(step);
  const format = (value: number) => formatNumberText(value, localeTag, Math.max(decimals, decimalsOf(value)));
  const codec = {
    parse: (text: string) => parseNumberText(text, decimals),
    format,
    formatBound: format,
    maxFractionDigits: decimals,
  };
  return <NumericField {...props} step={step} codec={codec} />;
}
