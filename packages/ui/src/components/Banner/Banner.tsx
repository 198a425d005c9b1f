import type { HTMLAttributes, ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import {
  Action,
  Body,
  DismissButton,
  IconSlot,
  Inner,
  Message,
  Root,
  Title,
  type BannerLayout,
  type BannerTone,
} from './Banner.styles';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour family and default icon; each pair meets 4.5:1 in both brands (`*.text` on `*.subtle`). @default 'info' */
  tone?: BannerTone;
  /** `bar`: a full-width strip at the top of a page, content centred within `maxWidth`, no radius, a bottom border; `inline`: a rounded panel inside content. @default 'inline' */
  layout?: BannerLayout;
  /** A bold lead-in before the message. @default none */
  title?: ReactNode;
  /** An icon name, or `false` for none. @default the tone's icon: `info`, `check` (success), `error` (warning and danger) */
  icon?: IconName | false;
  /** An action after the message: a link or a small button the app renders. @default none */
  action?: ReactNode;
  /** Shows a close button (the kit's own label, `banner.dismiss`) that calls this; the app then hides the banner. @default no close button */
  onDismiss?: () => void;
  /** The content width of a `bar` (padding included, like the page's header). @default '1200px' */
  maxWidth?: string;
  /** The message. */
  children: ReactNode;
}

// The kit has no triangle icon yet: warnings and errors share the circled exclamation mark.
const toneIcons: Record<BannerTone, IconName> = { info: 'info', success: 'check', warning: 'error', danger: 'error' };

/**
 * A message strip: the shop's announcement above or under the header ("We deliver every day from
 * 10:00 to 23:00") as a `bar`, or a notice inside content as an `inline` panel.
 *
 * It renders no ARIA role of its own, because a static announcement is content, not a live alert.
 * Pass one through the props when it means something: `role="region"` with an `aria-label` makes a
 * page-wide announcement a landmark people can jump to; `role="status"` (polite) or `role="alert"`
 * (at once) makes a notice that appears while the page is open be announced.
 *
 * It keeps no state: the app decides whether it is shown and hides it in `onDismiss`. Nothing is
 * measured in the browser, so a server-rendered banner does not move or resize on hydration.
 */
export function Banner({
  tone = 'info',
  layout = 'inline',
  title,
  icon,
  action,
  onDismiss,
  maxWidth = '1200px',
  children,
  ...rest
}: BannerProps) {
  const t = useKitMessages();
  const iconName = icon === false ? null : (icon ?? toneIcons[tone]);
  return (
    <Root $tone={tone} $layout={layout} data-tone={tone} data-layout={layout} {...rest}>
      <Inner $layout={layout} $maxWidth={maxWidth}>
        <Body $layout={layout} $dismissible={Boolean(onDismiss)}>
          {iconName && (
            <IconSlot>
              <Icon name={iconName} size={18} />
            </IconSlot>
          )}
          <Message $layout={layout}>
            {title && (
              <>
                <Title>{title}</Title>{' '}
              </>
            )}
            {children}
            {action && (
              <>
                {' '}
                <Action>{action}</Action>
              </>
            )}
          </Message>
        </Body>
        {onDismiss && <DismissButton icon="close" label={t('banner.dismiss')} size="sm" onClick={onDismiss} />}
      </Inner>
    </Root>
  );
}
