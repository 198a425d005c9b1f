export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { formatMoneyText, parseMoneyText } from './money';
