// Staff sign-in: email and password (the API limits attempts and says so), then back to where the person was
// going. The session is the API's HttpOnly cookie; the page only learns who signed in.
import { Banner, Button, Panel, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';
import styled from 'styled-components';
import { useStores } from '../app/stores';

/** Only a path of this app: never `//elsewhere` or an absolute URL. */
export const safeBack = (back: string | null) =>
  back && back.startsWith('/') && !back.startsWith('//') ? back : paths.board.href();

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, 380px);
`;

export const SignInPage = observer(function SignInPage() {
  const { session } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const back = safeBack(params.get('back'));
  if (session.state === 'signedIn') return <Navigate to={back} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await session.signIn(email, password)) navigate(back, { replace: true });
  };
  const problem = session.offline
    ? intl.formatMessage({ id: 'admin.signIn.offline' })
    : session.error === null
      ? null
      : session.error || intl.formatMessage({ id: 'admin.signIn.failed' });

  return (
    <Page>
      <Panel aria-labelledby="sign-in-title" elevation="raised">
        <Title id="sign-in-title">{intl.formatMessage({ id: 'admin.signIn.title' })}</Title>
        <Form onSubmit={submit} noValidate={false}>
          {problem && (
            <Banner tone="danger" role="alert">
              {problem}
            </Banner>
          )}
          <TextField
            label={intl.formatMessage({ id: 'admin.signIn.email' })}
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.signIn.password' })}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth loading={session.busy}>
            {intl.formatMessage({ id: 'admin.signIn.submit' })}
          </Button>
        </Form>
      </Panel>
    </Page>
  );
});
