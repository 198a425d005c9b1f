import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import type { FileRulesProps } from '../FileDrop/DropArea';
import { ImageInput } from '../FileDrop/ImageInput';
import { Spinner } from '../Spinner/Spinner';
import { Root, UploadStatus } from './ImageField.styles';

export interface ImageFieldProps extends FileRulesProps {
  /** Image types accepted; the server checks the content. @default 'image/jpeg,image/png,image/webp' */
  accept?: string;
  /** The picture the record has now, as the server stored it; `null` or none for no picture. @default none */
  src?: string | null;
  /** Called with a picture picked or dropped that passed the kit's checks: the app uploads it and then passes its new `src`. */
  onFileChange: (file: File) => void;
  /** Called by the remove button: the app forgets the picture (`src`). Focus moves to the picker. */
  onRemove: () => void;
  /** The app is uploading the picture chosen: it shows as a preview, the field waits (no other pick, no remove) and says so. @default false */
  uploading?: boolean;
  /** The words said while uploading ("Uploading the photo…"). @default the kit's "Uploading" */
  uploadingText?: ReactNode;
  /** Upload progress from 0 to 1, when the app knows it: a progress bar over the preview. @default none: the status alone */
  progress?: number;
  /** The preview's shape, as CSS `aspect-ratio`. @default '4 / 3' */
  aspectRatio?: string;
}

/**
 * A record's picture in an editor — a dish's, a category's, a promotion's: the picture it has now, a way
 * to choose or drop another (the `ImageInput` checks: type and size in the kit's words), a remove button,
 * and the upload the app makes at once. The kit keeps no file: what shows is `src`, the server's copy,
 * except while `uploading`, when the chosen file shows as a preview and the field waits, says "Uploading"
 * politely and puts focus back on the picker when it is done. An `error` (the server refused the file, the
 * upload failed) stands under the field, tied to it by `aria-describedby` and announced.
 */
export function ImageField({
  src,
  onFileChange,
  onRemove,
  uploading = false,
  uploadingText,
  progress,
  disabled = false,
  fullWidth = false,
  className,
  ...rules
}: ImageFieldProps) {
  const t = useKitMessages();
  const rootRef = useRef<HTMLDivElement>(null);
  // The file being uploaded, shown until the app's upload ends.
  const [pending, setPending] = useState<File | null>(null);
  // Whether the picker had focus when the file was chosen: disabling it while uploading drops focus, and it
  // comes back when the upload ends, unless the person has moved on.
  const refocus = useRef(false);

  useLayoutEffect(() => {
    if (uploading || !refocus.current) return;
    refocus.current = false;
    if (focusLost()) rootRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [uploading]);

  return (
    <Root ref={rootRef} className={className} aria-busy={uploading || undefined} $fullWidth={fullWidth}>
      <ImageInput
        {...rules}
        value={uploading ? pending : null}
        src={src ?? undefined}
        progress={uploading ? progress : undefined}
        disabled={disabled || uploading}
        fullWidth
        onValueChange={(file) => {
          if (!file) return;
          // On the picker, or nowhere (the system's file dialog may have taken it): not somewhere else on the page.
          refocus.current = focusLost() || (rootRef.current?.contains(document.activeElement) ?? false);
          setPending(file);
          onFileChange(file);
        }}
        onRemove={onRemove}
      />
      <UploadStatus role="status">
        {uploading && (
          <>
            <Spinner size={16} label={null} />
            {uploadingText ?? t('imageInput.uploading')}
          </>
        )}
      </UploadStatus>
    </Root>
  );
}

/** Nothing on the page has focus: it fell to the document when what had it was disabled or went. */
function focusLost() {
  return document.activeElement === null || document.activeElement === document.body;
}
