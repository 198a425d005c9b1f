import { ErrorPage } from '@nori/ui';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LocalLink } from '../shared/LocalLink';
import { paths } from '../shared/paths';
import { reportException } from './reportException';
import { UNAVAILABLE_STATUS } from './unavailable';

const messages = defineMessages({
  pageNotFound: {
    id: 'common.pageNotFound',
    defaultMessage: 'Page not found',
    description: 'Title of the 404 page (spec id)',
  },
  pageNotFoundText: {
    id: 'common.pageNotFoundText',
    defaultMessage: 'The page may have moved or never existed. The menu is one click away.',
    description: 'Text of the 404 page',
  },
  backHome: { id: 'common.backHome', defaultMessage: 'Back to the home page', description: 'Error page button' },
  unexpected: {
    id: 'common.unexpectedError',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Message of an error page when the error has none',
  },
  unavailableTitle: {
    id: 'common.unavailable.title',
    defaultMessage: 'We cannot reach the kitchen right now',
    description: 'Title of the 503 page: the API did not answer in time',
  },
  unavailableText: {
    id: 'common.unavailable.text',
    defaultMessage: 'The menu did not load in time. Please try again in a moment.',
    description: 'Text of the 503 page',
  },
});

/**
 * What a thrown route error says: its status, the message a shopper may read (a route error's own; never
 * a thrown error's, which is internal, like "fetch failed") and the one analytics gets.
 */
function describe(error: unknown): { status: number; message: string; reported: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined;
    const message = typeof data?.message === 'string' ? data.message : error.statusText;
    return { status: error.status, message, reported: message || `HTTP ${error.status}` };
  }
  return { status: 500, message: '', reported: error instanceof Error ? error.message : String(error) };
}

/**
 * Spec §2 and §8: the 404 page, or the status code and message of other errors, in the shopper's language
 * (503: the API did not answer in time); reported to analytics.
 */
export function RouteError() {
  const intl = useIntl();
  const { status, message, reported } = describe(useRouteError());

  useEffect(() => {
    reportException(reported);
  }, [reported]);

  if (status === 404) {
    return (
      <ErrorPage
        status={404}
        title={intl.formatMessage(messages.pageNotFound)}
        text={intl.formatMessage(messages.pageNotFoundText)}
        homeHref={paths.home()}
        homeLabel={intl.formatMessage(messages.backHome)}
        linkAs={LocalLink}
      />
    );
  }
  const unavailable = status === UNAVAILABLE_STATUS;
  return (
    <ErrorPage
      status={status}
      title={unavailable ? intl.formatMessage(messages.unavailableTitle) : undefined}
      message={
        unavailable ? intl.formatMessage(messages.unavailableText) : message || intl.formatMessage(messages.unexpected)
      }
      homeHref={paths.home()}
      homeLabel={intl.formatMessage(messages.backHome)}
      linkAs={LocalLink}
      onRetry={() => window.location.reload()}
    />
  );
}
