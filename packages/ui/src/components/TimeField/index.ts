export { TimeField, type TimeFieldProps } from './TimeField';
export { parseTimeText, type TimeText } from './timeText';
