export { Switch, type SwitchLabelPosition, type SwitchProps } from './Switch';
