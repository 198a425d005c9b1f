export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button';
export type { ButtonSize, ButtonVariant } from './Button.styles';
