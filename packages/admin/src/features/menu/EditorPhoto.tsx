// A record's photo in its editor (a dish, a category, a promotion): the kit's ImageField wired to the editor —
// the picture as the API cut it, a new one uploaded at once through the editor's ImageUpload, removing it.
// The photo becomes the record's with its next save. Each editor gives its own words and its error.
import { CATALOG_LIMITS } from '@nori/core/catalog';
import type { StaffImage } from '@nori/core/contract';
import { ImageField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { ImageUpload } from '../../stores/ImageUpload';

/** What of an editor the photo field uses. */
export interface PhotoEditor {
  form: { image: StaffImage | null };
  photo: ImageUpload;
  upload(file: File): unknown;
  removeImage(): void;
}

export interface EditorPhotoProps {
  editor: PhotoEditor;
  label: string;
  hint: string;
  uploadingText: string;
  /** The upload's refusal or the field's, in words; undefined when none. */
  error: string | undefined;
  disabled?: boolean;
}

export const EditorPhoto = observer(function EditorPhoto({ editor, disabled, ...words }: EditorPhotoProps) {
  return (
    <ImageField
      {...words}
      accept="image/jpeg,image/png,image/webp,image/avif"
      maxBytes={CATALOG_LIMITS.photoBytes}
      src={editor.form.image?.url}
      disabled={disabled}
      uploading={editor.photo.uploading}
      onFileChange={(file) => void editor.upload(file)}
      onRemove={editor.removeImage}
      fullWidth
    />
  );
});
