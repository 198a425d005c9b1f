export { FormLayout, type FormLayoutElement, type FormLayoutProps } from './FormLayout';
export { FormSection, type FormSectionHeadingLevel, type FormSectionProps } from './FormSection';
export { FormRow, type FormRowProps } from './FormRow';
export type { FormRowAlign, FormRowColumns, FormSectionLayout, FormSectionVariant } from './FormLayout.styles';
