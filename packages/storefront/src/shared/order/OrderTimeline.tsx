import { Timeline, type TimelineStep } from '@nori/ui';
import { useIntl, type IntlShape } from 'react-intl';
import type { Order } from '../../api/types';
import { formatTimeOn } from '../dates';
import { progressMessages as m, statusMessages } from './messages';
import { orderProgress, type ProgressStep } from './orderProgress';

/** The promised time on the accepted step, the restaurant's reason on the cancelled one. */
function noteOf(intl: IntlShape, step: ProgressStep): string | undefined {
  if (step.promisedAt) {
    const time = formatTimeOn(intl, step.promisedAt, step.at ?? step.promisedAt);
    return intl.formatMessage(m.promisedAround, { time });
  }
  if (step.reason) return intl.formatMessage(m.cancelReason, { reason: step.reason });
  return undefined;
}

/**
 * Where the order stands: each step it went through with its time (Chișinău time; the time alone on
 * the day it was placed), the promised time and a cancellation's reason, then the steps still ahead.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const intl = useIntl();
  const steps: TimelineStep[] = orderProgress(order).map((step, index) => ({
    id: `${index}-${step.status}`,
    // A state this shop does not know yet is shown as it came, like the status badge does.
    label: Object.hasOwn(statusMessages, step.status) ? intl.formatMessage(statusMessages[step.status]) : step.status,
    time: step.at ? <time dateTime={step.at}>{formatTimeOn(intl, step.at, order.created_at)}</time> : undefined,
    description: noteOf(intl, step),
    state: step.state,
  }));
  return <Timeline label={intl.formatMessage(m.title)} steps={steps} />;
}
