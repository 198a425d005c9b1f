// A category's fields: its name in the four languages (side by side on a tablet, one under another on a
// phone), its address, the drawing its dishes show until they have a photo, and a photo of its own —
// uploaded as soon as it is chosen. The API's per-field refusals stand under their fields.
import { CATALOG_LIMITS, CATALOG_LOCALES, ILLUSTRATIONS } from '@nori/core/catalog';
import type { Illustration } from '@nori/core/contract';
import { ImageInput, media, Select, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { CategoryEditorStore } from '../../../stores/CategoryEditorStore';
import { refusalText } from '../menuAccess';

export const Languages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

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
      <Languages>
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
      </Languages>
      <Fields>
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
      </Fields>
      <div aria-busy={photo.uploading}>
        <ImageInput
          label={t('admin.categories.photo')}
          hint={photo.uploading ? t('admin.categories.uploading') : t('admin.categories.photoHint')}
          accept="image/jpeg,image/png,image/webp,image/avif"
          maxBytes={CATALOG_LIMITS.photoBytes}
          // The kit keeps no file: the picture shown is the one the API stored.
          value={null}
          src={form.image?.url}
          disabled={disabled || photo.uploading}
          error={photo.problem !== null ? refusalText(t, { status: 422, message: photo.problem }) : errors.image}
          onValueChange={(file) => {
            if (file) void editor.upload(file);
          }}
          onRemove={editor.removeImage}
          fullWidth
        />
      </div>
    </>
  );
});
