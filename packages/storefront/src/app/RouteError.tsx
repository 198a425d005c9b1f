import { ErrorPage } from '@nori/ui';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LocalLink } from './LocalLink';
import { paths } from './paths';
import { reportException } from './reportException';

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
});

/** What a thrown route error says: its status and message. */
function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined;
    const message = typeof data?.message === 'string' ? data.message : error.statusText;
    return { status: error.status, message };
  }
  return { status: 500, message: error instanceof Error ? error.message : '' };
}

/** Spec §2 and §8: the 404 page, or the status code and message of other errors; reported to analytics. */
export function RouteError() {
  const intl = useIntl();
  const { status, message } = describe(useRouteError());

  useEffect(() => {
    reportException(message || `HTTP ${status}`);
  }, [message, status]);

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
  return (
    <ErrorPage
      status={status}
      message={message || intl.formatMessage(messages.unexpected)}
      homeHref={paths.home()}
      homeLabel={intl.formatMessage(messages.backHome)}
      linkAs={LocalLink}
    />
  );
}
