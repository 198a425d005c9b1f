// The kit's date picker (react-day-picker, its locales and a popover) in a chunk of its own: the checkout
// loads it when the shopper schedules an order, or in idle time after the form is up (TimeSection).
export { DatePicker } from '@nori/ui';
