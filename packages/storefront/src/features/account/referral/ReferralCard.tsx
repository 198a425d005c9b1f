import { Button, Icon, Price, Surface, TextField } from '@nori/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Referral } from '../../../api/types';
import { referralMessages as m } from '../messages';
import { copyText } from './copyText';

/** The kit's surface with its large padding, its blocks spaced apart. */
const Card = styled(Surface)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Code = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  span {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  strong {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: 0.08em;
  }
`;

const Share = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Confirmation = styled.p<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme, $ok }) => ($ok ? theme.color.success.text : theme.color.danger.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

/** The referral code, the share link with its copy button (confirmed politely), and what it brought. */
export function ReferralCard({ referral }: { referral: Referral }) {
  const intl = useIntl();
  const [state, setState] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(referral.link);
    setState(ok ? 'copied' : 'failed');
    // Nothing copied: the link is selected, ready for the shopper's own copy.
    if (!ok) field.current?.select();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  };

  return (
    <Card padding="lg">
      <Code>
        <span>{intl.formatMessage(m.code)}</span>
        <strong>{referral.code}</strong>
      </Code>
      <Share>
        <TextField
          ref={field}
          label={intl.formatMessage(m.link)}
          value={referral.link}
          readOnly
          fullWidth
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button icon="copy" variant="secondary" onClick={() => void copy()}>
            {intl.formatMessage(m.copy)}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {state !== 'idle' && (
            <Confirmation $ok={state === 'copied'}>
              <Icon name={state === 'copied' ? 'check' : 'error'} size={16} />
              {intl.formatMessage(state === 'copied' ? m.copied : m.copyFailed)}
            </Confirmation>
          )}
        </div>
      </Share>
      <Stats>
        <div>
          <dt>{intl.formatMessage(m.invited)}</dt>
          <dd>{intl.formatNumber(referral.invited)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.earned)}</dt>
          <dd>
            <Price amount={referral.earned} />
          </dd>
        </div>
      </Stats>
    </Card>
  );
}
