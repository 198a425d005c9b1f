// A restaurant's names and addresses in the shop's four languages, and its phone.
import { FormRow, FormSection, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { SHOP_LOCALES } from './AnnouncementPanel';

export const DetailsPanel = observer(function DetailsPanel() {
  const { settings } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const draft = page.draft;
  if (!draft) return null;
  return (
    <FormSection heading={t('admin.settings.details.title')}>
      {(['name', 'address'] as const).map((field) => (
        <FormRow key={field} columns={2}>
          {SHOP_LOCALES.map((locale) => (
            <TextField
              key={locale}
              label={t(`admin.settings.details.${field}`, { language: t(`admin.settings.language.${locale}`) })}
              value={draft[field][locale]}
              lang={locale}
              error={page.status.error(`${field}.${locale}`)}
              fullWidth
              onChange={(event) => page.setText(field, locale, event.target.value)}
            />
          ))}
        </FormRow>
      ))}
      <FormRow>
        <TextField
          label={t('admin.settings.contacts.phone')}
          hint={t('admin.settings.contacts.phoneHint')}
          type="tel"
          value={draft.phone}
          error={page.status.error('phone')}
          fullWidth
          onChange={(event) => page.edit((d) => (d.phone = event.target.value))}
        />
      </FormRow>
    </FormSection>
  );
});
