import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import {
  ActionButton,
  Actions,
  Card,
  Description,
  DismissButton,
  Live,
  Text,
  Title,
  ToneIcon,
  type ToastTone,
} from './Toast.styles';
import { useAutoDismiss } from './useAutoDismiss';

export interface ToastAction {
  /** The button's text, e.g. "Reload". */
  label: string;
  /** Called when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastProps {
  /** The message in one line, e.g. "A new version is available". */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** One action button next to the message. */
  action?: ToastAction;
  /** Colour and icon; `danger` is announced at once (`role="alert"`). @default 'neutral' */
  tone?: ToastTone;
  /** Whether it is shown (controlled). */
  open?: boolean;
  /** Whether it starts shown (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called with `false` when it is dismissed, by its button, its action or its timer. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Close by itself after this many ms (paused while pointed at or focused). A toast with an action
   * stays until it is used or dismissed, so nobody loses the action to a timer. @default persistent
   */
  duration?: number;
  /** A class for the toast's card. */
  className?: string;
}

const toneIcons: Record<ToastTone, IconName> = { neutral: 'info', success: 'check', danger: 'error' };

/**
 * A small notification that does not take focus, such as "A new version is available" with a
 * Reload action. Place it in a `ToastRegion`. Its live region stays in the page while closed,
 * so screen readers announce the message when it opens.
 */
export function Toast({
  title,
  description,
  action,
  tone = 'neutral',
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  duration,
  className,
}: ToastProps) {
  const t = useKitMessages();
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const pause = useAutoDismiss(open && !action, duration, () => setOpen(false));
  const urgent = tone === 'danger';
  return (
    <Live role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} aria-atomic="true">
      {open && (
        <Card $tone={tone} data-state="open" className={className} {...pause}>
          <ToneIcon>
            <Icon name={toneIcons[tone]} size={20} />
          </ToneIcon>
          <Text>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
          </Text>
          <Actions>
            {action && (
              <ActionButton
                type="button"
                onClick={() => {
                  action.onClick();
                  setOpen(false);
                }}
              >
                {action.label}
              </ActionButton>
            )}
            <DismissButton icon="close" label={t('toast.dismiss')} size="sm" onClick={() => setOpen(false)} />
          </Actions>
        </Card>
      )}
    </Live>
  );
}
