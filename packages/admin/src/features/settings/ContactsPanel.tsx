// The business's contacts the shop shows and writes from: the phone and the administrator's email.
import { FormRow, FormSection, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

export const ContactsPanel = observer(function ContactsPanel() {
  const { settings } = useStores();
  const page = settings.announcements;
  const t = useT();
  const draft = page.draft;
  if (!draft) return null;
  return (
    <FormSection heading={t('admin.settings.contacts.title')}>
      <FormRow>
        <TextField
          label={t('admin.settings.contacts.phone')}
          hint={t('admin.settings.contacts.phoneHint')}
          type="tel"
          autoComplete="off"
          value={draft.phone}
          error={page.status.error('phone')}
          fullWidth
          onChange={(event) => page.setContact('phone', event.target.value)}
        />
        <TextField
          label={t('admin.settings.contacts.email')}
          type="email"
          autoComplete="off"
          value={draft.email_admin}
          error={page.status.error('email_admin')}
          fullWidth
          onChange={(event) => page.setContact('email_admin', event.target.value)}
        />
      </FormRow>
    </FormSection>
  );
});
