// A delivery zone's form, in a dialog: its name in four languages, its restaurant and its terms. A refused
// save keeps the dialog open with what was typed and each field's message.
import { FormRow, Modal, NumberField, SaveBar, Select, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { SHOP_LOCALES } from './AnnouncementPanel';
import { saveBarProps } from './saveBarProps';
import { textIn } from '@nori/core/localized';

const MONEY = ['delivery_fee', 'min_order', 'free_delivery_from'] as const;

export const ZoneForm = observer(function ZoneForm() {
  const { settings } = useStores();
  const zones = settings.zones;
  const t = useT();
  const intl = useIntl();
  const draft = zones.draft;
  return (
    <Modal
      open={zones.editing !== null}
      onOpenChange={(open) => !open && zones.close()}
      title={t(zones.editing === 'new' ? 'admin.settings.zones.newTitle' : 'admin.settings.zones.editTitle')}
      size="lg"
    >
      {draft && (
        <Stack
          as="form"
          gap="md"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void zones.save();
          }}
        >
          <FormRow>
            {SHOP_LOCALES.map((locale) => (
              <TextField
                key={locale}
                label={t('admin.settings.zones.nameIn', { language: t(`admin.settings.language.${locale}`) })}
                value={draft.name[locale]}
                lang={locale}
                error={zones.status.error(`name.${locale}`)}
                fullWidth
                onChange={(event) => zones.edit((d) => (d.name[locale] = event.target.value))}
              />
            ))}
          </FormRow>
          <FormRow>
            <Select
              label={t('admin.settings.zones.restaurant')}
              value={String(draft.restaurant_id)}
              options={zones.restaurants.map((r) => ({
                value: String(r.id),
                label: textIn(r.name, intl.locale),
              }))}
              error={zones.status.error('restaurant_id')}
              fullWidth
              onValueChange={(value) => zones.edit((d) => (d.restaurant_id = Number(value)))}
            />
            {MONEY.map((field) => (
              <NumberField
                key={field}
                label={t(`admin.settings.zones.${field}`)}
                hint={field === 'free_delivery_from' ? t('admin.settings.zones.freeHint') : undefined}
                value={draft[field]}
                maxFractionDigits={2}
                suffix="MDL"
                error={zones.status.error(field)}
                fullWidth
                onValueChange={(value) => zones.edit((d) => (d[field] = value ?? 0))}
              />
            ))}
            <NumberField
              label={t('admin.settings.zones.minutes')}
              value={draft.delivery_minutes}
              suffix={t('admin.settings.minutesUnit')}
              error={zones.status.error('delivery_minutes')}
              fullWidth
              onValueChange={(value) => zones.edit((d) => (d.delivery_minutes = value ?? 0))}
            />
          </FormRow>
          <SaveBar {...saveBarProps(zones.status, t)} position="static" />
        </Stack>
      )}
    </Modal>
  );
});
