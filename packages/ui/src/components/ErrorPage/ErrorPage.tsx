import { useId, type ElementType } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { EmptyPlate } from './EmptyPlate';
import { Actions, Root, StatusCode, Text, Title, Visual } from './ErrorPage.styles';

export interface ErrorPageProps {
  /** The HTTP status: 404 shows the "not found" page, anything else the error page. @default 404 */
  status?: number;
  /**
   * The heading. For 404 the storefront passes its `common.pageNotFound` text.
   * @default the kit's "Error {status}"
   */
  title?: string;
  /** The text under the heading on the 404 page. @default the kit's errorPage.notFoundText */
  text?: string;
  /** The error's message for other statuses, shown under the heading. */
  message?: string;
  /** Where the home button leads. @default '/' */
  homeHref?: string;
  /** The home button's label. @default the kit's "Back to the home page" */
  homeLabel?: string;
  /** Render the home link through the app's router, e.g. react-router's `Link` (it receives `to`). */
  linkAs?: ElementType;
  /** Shows a "Try again" button on error pages (not on 404, where retrying cannot help). */
  onRetry?: () => void;
  className?: string;
}

/**
 * The page for a missing route (404: title, text, home) or a failed one (the status code, the
 * message, try again, home). The heading is the page's `h1`.
 */
export function ErrorPage({
  status = 404,
  title,
  text,
  message,
  homeHref = '/',
  homeLabel,
  linkAs,
  onRetry,
  className,
}: ErrorPageProps) {
  const t = useKitMessages();
  const headingId = useId();
  const notFound = status === 404;
  const body = notFound ? (text ?? message ?? t('errorPage.notFoundText')) : (message ?? text);
  const home = linkAs ? { as: linkAs, to: homeHref } : { href: homeHref };

  return (
    <Root className={className} aria-labelledby={headingId} data-status={status}>
      <Title id={headingId}>{title ?? t('errorPage.errorTitle', { status })}</Title>
      <Visual>{notFound ? <EmptyPlate /> : <StatusCode>{status}</StatusCode>}</Visual>
      {body && <Text>{body}</Text>}
      <Actions>
        {!notFound && onRetry && (
          <Button variant="secondary" icon="refresh" onClick={onRetry}>
            {t('errorPage.reload')}
          </Button>
        )}
        <ButtonLink icon="home" {...home}>
          {homeLabel ?? t('errorPage.home')}
        </ButtonLink>
      </Actions>
    </Root>
  );
}
