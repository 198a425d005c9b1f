// The dish's photo: picked or dropped, uploaded at once (POST /api/staff/images), and shown as the API cut
// it; it becomes the dish's with the next save. Removing it leaves the category's drawing in the shop.
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { ImageField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useFieldErrors } from './fieldErrors';

export const ProductPhoto = observer(function ProductPhoto({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const errorOf = useFieldErrors(editor);
  return (
    <ImageField
      label={t('admin.menu.editor.photo')}
      hint={t('admin.menu.editor.photoHint')}
      accept="image/jpeg,image/png,image/webp,image/avif"
      maxBytes={CATALOG_LIMITS.photoBytes}
      src={editor.form.image?.url}
      uploading={editor.uploading}
      uploadingText={t('admin.menu.editor.uploading')}
      error={editor.uploadProblem === null ? errorOf('image') : editor.uploadProblem || t('admin.problem.offline')}
      onFileChange={(file) => void editor.upload(file)}
      onRemove={editor.removeImage}
      fullWidth
    />
  );
});
