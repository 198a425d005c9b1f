// The dish's photo: picked or dropped, uploaded at once (POST /api/staff/images), and shown as the API cut
// it; it becomes the dish's with the next save. Removing it leaves the category's drawing in the shop.
import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useFieldErrors } from './fieldErrors';
import { EditorPhoto } from '../EditorPhoto';

export const ProductPhoto = observer(function ProductPhoto({ editor }: { editor: ProductEditorStore }) {
  const t = useT();
  const errorOf = useFieldErrors(editor);
  return (
    <EditorPhoto
      editor={editor}
      label={t('admin.menu.editor.photo')}
      hint={t('admin.menu.editor.photoHint')}
      uploadingText={t('admin.menu.editor.uploading')}
      error={editor.uploadProblem === null ? errorOf('image') : editor.uploadProblem || t('admin.problem.offline')}
    />
  );
});
