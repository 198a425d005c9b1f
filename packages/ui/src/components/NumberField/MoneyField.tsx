import { useId } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { currencyAffix, formatMoneyAmount, formatMoneyText, MONEY_FRACTION_DIGITS, parseMoneyText } from './money';
import { Currency } from './NumberField.styles';
import { NumericField, type NumericFieldCommonProps } from './NumericField';

export interface MoneyFieldProps extends NumericFieldCommonProps {
  /** The amount in bani (1 leu = 100 bani), a whole number; `null` is an empty field. */
  value?: number | null;
  /** The starting amount in bani when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the amount in bani on blur, Enter and each arrow step; `null` when empty or not an amount. */
  onValueChange?: (value: number | null) => void;
  /** The lowest amount accepted, in bani. @default none */
  min?: number;
  /** The highest amount accepted, in bani. @default none */
  max?: number;
  /** How much ArrowUp/ArrowDown change the amount, in bani (PageUp/PageDown: ten times it). @default 100 (one leu) */
  step?: number;
}

/**
 * An amount in Moldovan lei. The app's value is a whole number of bani, so no float ever holds
 * money; the person types lei with up to two decimals, with a comma or a dot (`12,50`, `12.50`).
 * On blur the amount is shown in the locale's style, with bani only when there are some (`12`,
 * `12,50`), as `Price` shows prices. The currency sits beside the number as `Price` writes it in the
 * locale (`L` in Romanian, `MDL` in Russian, Ukrainian and English, before the number in English);
 * screen readers hear the kit's "Amount in lei" as the input's description instead.
 * Range messages write the bounds as prices: "Enter 10 L or more".
 */
export function MoneyField({ step = 100, ...props }: MoneyFieldProps) {
  const { localeTag } = useKitLocale();
  const t = useKitMessages();
  const currencyId = useId();
  const { symbol, position } = currencyAffix(localeTag);
  // The sign is for the eye ("L" alone says little when read out); the description names the currency.
  const currency = (
    <>
      <Currency aria-hidden="true">{symbol}</Currency>
      <VisuallyHidden id={currencyId}>{t('moneyField.currency')}</VisuallyHidden>
    </>
  );
  const codec = {
    parse: parseMoneyText,
    format: (minor: number) => formatMoneyText(minor, localeTag),
    formatBound: (minor: number) => formatMoneyAmount(minor, localeTag),
    maxFractionDigits: MONEY_FRACTION_DIGITS,
  };
  return (
    <NumericField
      {...props}
      step={step}
      codec={codec}
      prefix={position === 'prefix' ? currency : undefined}
      suffix={position === 'suffix' ? currency : undefined}
      describedBy={currencyId}
    />
  );
}
