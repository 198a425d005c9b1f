// The socials and messengers the shop links to, in the order shown: code, name, https address, kind.
import { Button, Panel, Select, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const SocialsPanel = observer(function SocialsPanel() {
  const { settings } = useStores();
  const page = settings.announcements;
  const t = useT();
  const socials = page.draft?.socials ?? [];
  return (
    <Panel
      heading={t('admin.settings.socials.title')}
      action={
        <Button variant="secondary" size="sm" icon="plus" onClick={() => page.addSocial()}>
          {t('admin.settings.socials.add')}
        </Button>
      }
    >
      <Stack as="ol" gap="md">
        {socials.map((social, index) => {
          const n = index + 1;
          const field = (name: string) => page.status.error(`socials.${index}.${name}`);
          return (
            <Row key={index}>
              <TextField
                label={t('admin.settings.socials.name', { n })}
                value={social.name}
                error={field('name')}
                fullWidth
                onChange={(event) => page.setSocial(index, { name: event.target.value })}
              />
              <TextField
                label={t('admin.settings.socials.code', { n })}
                value={social.code}
                error={field('code')}
                fullWidth
                onChange={(event) => page.setSocial(index, { code: event.target.value })}
              />
              <TextField
                label={t('admin.settings.socials.url', { n })}
                type="url"
                value={social.url}
                error={field('url')}
                fullWidth
                onChange={(event) => page.setSocial(index, { url: event.target.value })}
              />
              <Select
                label={t('admin.settings.socials.kind', { n })}
                value={social.kind}
                options={[
                  { value: 'social', label: t('admin.settings.socials.kind.social') },
                  { value: 'messenger', label: t('admin.settings.socials.kind.messenger') },
                ]}
                fullWidth
                onValueChange={(value) => page.setSocial(index, { kind: value as 'social' | 'messenger' })}
              />
              <div>
                <Button variant="ghost" size="sm" icon="trash" onClick={() => page.removeSocial(index)}>
                  {t('admin.settings.socials.remove', { name: social.name || n })}
                </Button>
              </div>
            </Row>
          );
        })}
      </Stack>
    </Panel>
  );
});
