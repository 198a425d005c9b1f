export { Kbd, type KbdKey, type KbdProps } from './Kbd';
