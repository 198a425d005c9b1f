// What is behind sign-in: nothing until the API has said whether the cookie holds a session; then the page,
// or the sign-in page (which brings the person back here after signing in).
import { Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from './paths';
import { useStores } from './stores';

/** A whole-page spinner: while the session is checked, and while a screen opened first by its address loads. */
export function PageLoading({ label = 'admin.loading' }: { label?: string }) {
  const intl = useIntl();
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label={intl.formatMessage({ id: label })} />
    </main>
  );
}

export const RequireSession = observer(function RequireSession() {
  const { session } = useStores();
  const location = useLocation();
  if (session.state === 'unknown') return <PageLoading label="admin.signIn.checking" />;
  if (session.state === 'signedOut') {
    const back = location.pathname + location.search;
    return <Navigate to={paths.signIn.href(back)} replace />;
  }
  return <Outlet />;
});
