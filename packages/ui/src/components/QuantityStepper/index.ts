export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export type { QuantityStepperSize } from './QuantityStepper.styles';
