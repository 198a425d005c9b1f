// A promotion's title and description in the four languages: a column per language on a tablet (a translator
// reads across), one under another on a phone. Publishing needs every title; the API's refusals stand under
// each field.
import { CATALOG_LIMITS, CATALOG_LOCALES } from '@nori/core/catalog';
import { FormRow, TextArea, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { PromotionEditorStore } from '../../../stores/PromotionEditorStore';

export const PromotionTexts = observer(function PromotionTexts({
  editor,
  disabled,
}: {
  editor: PromotionEditorStore;
  disabled: boolean;
}) {
  const t = useT();
  const { form, errors } = editor;
  return (
    <FormRow columns={4}>
      {CATALOG_LOCALES.map((locale) => {
        const language = t(`admin.categories.language.${locale}`);
        return (
          <div key={locale}>
            <TextField
              label={t('admin.promotions.titleIn', { language })}
              lang={locale}
              value={form.title[locale]}
              maxLength={CATALOG_LIMITS.name}
              disabled={disabled}
              error={errors[`title.${locale}`]}
              onChange={(event) => editor.edit((f) => (f.title[locale] = event.target.value))}
              fullWidth
            />
            <TextArea
              label={t('admin.promotions.descriptionIn', { language })}
              lang={locale}
              value={form.description[locale]}
              maxLength={CATALOG_LIMITS.description}
              rows={4}
              disabled={disabled}
              error={errors[`description.${locale}`]}
              onChange={(event) => editor.edit((f) => (f.description[locale] = event.target.value))}
              fullWidth
            />
          </div>
        );
      })}
    </FormRow>
  );
});
