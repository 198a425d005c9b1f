// The dish's name and description in the four languages side by side on a tablet or wider (a column per
// language, so a translator reads across), one language under another on a phone. Publishing needs all
// eight texts: the API's refusal lands under each one missing.
import { CATALOG_LIMITS, CATALOG_LOCALES } from '@nori/core/catalog';
import { Fieldset, FormRow, TextArea, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useFieldErrors } from './fieldErrors';

export const ProductTexts = observer(function ProductTexts({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const errorOf = useFieldErrors(editor);
  const { form } = editor;
  return (
    <FormRow columns={4}>
      {CATALOG_LOCALES.map((locale) => {
        const language = t(`admin.menu.language.${locale}`);
        return (
          <Fieldset key={locale} label={language}>
            <TextField
              label={t('admin.menu.editor.name', { language })}
              // What is typed is in that language (spell-check, screen readers); the labels are the UI's.
              lang={locale}
              value={form.name[locale]}
              maxLength={CATALOG_LIMITS.name}
              error={errorOf(`name.${locale}`)}
              onChange={(event) => editor.edit((f) => (f.name[locale] = event.target.value))}
              fullWidth
            />
            <TextArea
              label={t('admin.menu.editor.description', { language })}
              lang={locale}
              value={form.description[locale]}
              maxLength={CATALOG_LIMITS.description}
              rows={5}
              error={errorOf(`description.${locale}`)}
              onChange={(event) => editor.edit((f) => (f.description[locale] = event.target.value))}
              fullWidth
            />
          </Fieldset>
        );
      })}
    </FormRow>
  );
});
