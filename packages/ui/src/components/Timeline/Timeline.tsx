import type { HTMLAttributes, ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Body, Description, Dot, Label, List, Marker, Step, Time, type TimelineStepState } from './Timeline.styles';

export interface TimelineStep {
  /** Unique in the list: the step's key. */
  id: string;
  /** What the step is ("Accepted"). */
  label: ReactNode;
  /** A line under it: a promised time, a reason. @default none */
  description?: ReactNode;
  /** When it happened, as the app formats it (a `<time>` element is best). @default none */
  time?: ReactNode;
  /** `done`, `current` (where things stand now), `upcoming`, or `cancelled` (where things stopped). */
  state: TimelineStepState;
}

export interface TimelineProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The list's accessible name ("Order progress"): a screen reader says it on entering the list. */
  label: string;
  /** The steps, first to last. */
  steps: readonly TimelineStep[];
}

const markIcons = { done: 'check', cancelled: 'close' } as const;

/** Whether the line from a step to the next one is drawn as travelled. */
const reached = (next: TimelineStep | undefined) => (next ? next.state !== 'upcoming' : null);

/**
 * A process step by step, top to bottom: what happened (with when), where it stands, what is still
 * ahead — an order's progress in the shop, its history in the back office. An ordered list named by
 * `label`; the current step is `aria-current="step"`. Each step's state is said in words after its
 * label (the kit's `timeline.done`, `timeline.current`, `timeline.upcoming`, `timeline.cancelled`), for
 * screen readers and for anyone who does not tell the markers apart by colour; the markers repeat it in
 * shape (a check, a pulsing dot, a ring, a cross). The state is also on each step as `data-state`.
 *
 * Vertical at every width, so long labels and reasons wrap beside the markers down to 320 px.
 */
export function Timeline({ label, steps, ...rest }: TimelineProps) {
  const t = useKitMessages();
  return (
    <List aria-label={label} {...rest}>
      {steps.map((step, index) => (
        <Step
          key={step.id}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          $lineReached={reached(steps[index + 1])}
        >
          <Marker $state={step.state} aria-hidden="true">
            {step.state === 'current' ? (
              <Dot />
            ) : (
              step.state !== 'upcoming' && <Icon name={markIcons[step.state]} size={14} />
            )}
          </Marker>
          <Body>
            <Label $state={step.state}>
              {step.label}
              <VisuallyHidden>, {t(`timeline.${step.state}`)}</VisuallyHidden>
            </Label>
            {step.time != null && <Time>{step.time}</Time>}
            {step.description != null && <Description>{step.description}</Description>}
          </Body>
        </Step>
      ))}
    </List>
  );
}
