export { LeaveConfirmation, type LeaveConfirmationProps } from './LeaveConfirmation';
