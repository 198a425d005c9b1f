// A category's fields: its name in the four languages (side by side on a tablet, one under another on a
// phone), its address, the drawing its dishes show until they have a photo, and a photo of its own —
// uploaded as soon as it is chosen. The API's per-field refusals stand under their fields.
import { CATALOG_LIMITS, CATALOG_LOCALES, ILLUSTRATIONS } from '@nori/core/catalog';
import type { Illustration } from '@nori/core/contract';
import { FormRow, Select, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { CategoryEditorStore } from '../../../stores/CategoryEditorStore';
import { refusalText } from '../menuAccess';
import { EditorPhoto } from '../EditorPhoto';

export const CategoryForm = observer(function CategoryForm({
  editor,
  disabled,
}: {
  editor: CategoryEditorStore;
  disabled: boolean;
}) {
  const t = useT();
  const { form, errors, photo } = editor;
  return (
    <>
      <FormRow columns={4}>
        {CATALOG_LOCALES.map((locale) => (
          <TextField
            key={locale}
            label={t('admin.categories.name', { language: t(`admin.categories.language.${locale}`) })}
            lang={locale}
            value={form.name[locale]}
            maxLength={CATALOG_LIMITS.name}
            required
            disabled={disabled}
            error={errors[`name.${locale}`]}
            onChange={(event) => editor.edit((f) => (f.name[locale] = event.target.value))}
            fullWidth
          />
        ))}
      </FormRow>
      <FormRow columns={2}>
        <TextField
          label={t('admin.categories.slug')}
          hint={t('admin.categories.slugHint')}
          value={form.slug}
          maxLength={CATALOG_LIMITS.slug}
          disabled={disabled}
          error={errors.slug}
          onChange={(event) => editor.edit((f) => (f.slug = event.target.value))}
          fullWidth
        />
        <Select
          label={t('admin.categories.illustration')}
          hint={t('admin.categories.illustrationHint')}
          value={form.illustration}
          disabled={disabled}
          error={errors.illustration}
          options={ILLUSTRATIONS.map((value) => ({ value, label: t(`admin.categories.drawing.${value}`) }))}
          onValueChange={(value) => editor.edit((f) => (f.illustration = value as Illustration))}
          fullWidth
        />
      </FormRow>
      <EditorPhoto
        editor={editor}
        label={t('admin.categories.photo')}
        hint={t('admin.categories.photoHint')}
        uploadingText={t('admin.categories.uploading')}
        error={photo.problem !== null ? refusalText(t, { status: 422, message: photo.problem }) : errors.image}
        disabled={disabled}
      />
    </>
  );
});
