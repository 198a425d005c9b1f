export { DatePicker } from './DatePicker';
export type {
  DatePickerMultipleProps,
  DatePickerProps,
  DatePickerRangeProps,
  DatePickerSingleProps,
} from './DatePicker.types';
