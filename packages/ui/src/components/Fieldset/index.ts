export { Fieldset, type FieldsetProps } from './Fieldset';
export type { FieldsetLayout } from './Fieldset.styles';
