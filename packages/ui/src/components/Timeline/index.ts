export { Timeline, type TimelineProps, type TimelineStep } from './Timeline';
export type { TimelineStepState } from './Timeline.styles';
