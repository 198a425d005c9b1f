export { SegmentedControl, type SegmentedControlOption, type SegmentedControlProps } from './SegmentedControl';
export type { SegmentedControlStretch } from './SegmentedControl.styles';
