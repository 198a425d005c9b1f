export { PromoCodeField, type AppliedCode, type PromoCodeFieldProps } from './PromoCodeField';
