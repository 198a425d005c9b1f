// What is behind sign-in: nothing until the API has said whether the cookie holds a session; then the page,
// or the sign-in page (which brings the person back here after signing in).
import { Spinner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStores } from './stores';

export const RequireSession = observer(function RequireSession() {
  const { session } = useStores();
  const location = useLocation();
  const intl = useIntl();
  if (session.state === 'unknown')
    return (
      <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner label={intl.formatMessage({ id: 'admin.signIn.checking' })} />
      </main>
    );
  if (session.state === 'signedOut') {
    const back = location.pathname + location.search;
    return <Navigate to={back === '/' ? '/sign-in' : `/sign-in?back=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
});
