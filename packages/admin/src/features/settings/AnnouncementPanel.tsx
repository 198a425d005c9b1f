// One announcement (the strip on every page, or the attention popup) in the shop's four languages, side by
// side on a tablet and stacked on a phone, each with a preview drawn by the same kit parts the shop uses.
import type { Locale } from '@nori/core/contract';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { FormRow, FormSection, Stack, TextArea } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import type { AnnouncementKind } from '../../stores/AnnouncementsStore';
import { AnnouncementPreview } from './AnnouncementPreview';

export const SHOP_LOCALES: readonly Locale[] = ['ro', 'ru', 'en', 'uk'];

export const AnnouncementPanel = observer(function AnnouncementPanel({ kind }: { kind: AnnouncementKind }) {
  const { settings } = useStores();
  const page = settings.announcements;
  const t = useT();
  const texts = page.draft?.[kind];
  if (!texts) return null;
  return (
    <FormSection heading={t(`admin.settings.${kind}.title`)} description={t(`admin.settings.${kind}.hint`)}>
      <FormRow columns={2}>
        {SHOP_LOCALES.map((locale) => (
          <Stack key={locale} gap="sm">
            <TextArea
              label={t(`admin.settings.${kind}.label`, { language: t(`admin.settings.language.${locale}`) })}
              hint={t('admin.settings.length', { count: texts[locale].length, max: CATALOG_LIMITS.alert })}
              error={page.status.error(`${kind}.${locale}`)}
              value={texts[locale]}
              rows={kind === 'alert_message' ? 2 : 4}
              lang={locale}
              fullWidth
              onChange={(event) => page.setText(kind, locale, event.target.value)}
            />
            <AnnouncementPreview kind={kind} locale={locale} text={texts[locale]} />
          </Stack>
        ))}
      </FormRow>
    </FormSection>
  );
});
