import { useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { DropArea, type FileRulesProps } from './DropArea';
import { Choose, IconDisc, Limits, Preview, Progress, ProgressBar, ProgressTrack, Prompt } from './FileDrop.styles';
import { useObjectUrlSource } from './useObjectUrl';

export interface ImageInputProps extends Omit<FileRulesProps, 'accept'> {
  /** Image types accepted. @default 'image/jpeg,image/png,image/webp' */
  accept?: string;
  /** The chosen file (controlled); `null` for none. */
  value?: File | null;
  /** The file chosen at first (uncontrolled). @default null */
  defaultValue?: File | null;
  /** Called with the file picked or dropped, or `null` when it is removed. */
  onValueChange?: (file: File | null) => void;
  /** The image already saved, shown while no file is chosen (editing a product's photo). @default none */
  src?: string;
  /** Upload progress from the app, 0 to 1; shows a progress bar until the app leaves it out. @default none */
  progress?: number;
  /** Called when the remove button is pressed, after the chosen file is cleared: the app forgets `src` too. @default none */
  onRemove?: () => void;
  /** The preview's shape, as CSS `aspect-ratio`. @default '4 / 3' */
  aspectRatio?: string;
}

/**
 * An image field: pick or drop a picture (the `FileDrop` rules and messages), see it at once (a `blob:`
 * URL, revoked when replaced or removed), follow its upload (`progress` from the app, an accessible
 * progress bar) and remove it. For editing, `src` shows the saved image until another is chosen. The
 * whole preview stays the drop zone and the picker, so replacing the image is the same gesture.
 */
export function ImageInput({
  accept = 'image/jpeg,image/png,image/webp',
  value,
  defaultValue = null,
  onValueChange,
  src,
  progress,
  onRemove,
  aspectRatio = '4 / 3',
  ...rules
}: ImageInputProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const [file, setFile] = useControllableState<File | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const previewRef = useObjectUrlSource(file);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasImage = Boolean(file || src);

  const remove = () => {
    setFile(null);
    onRemove?.();
    // The button goes with the image: focus moves to the input, where the next image is chosen.
    inputRef.current?.focus();
  };

  const fraction = progress === undefined ? null : Math.min(1, Math.max(0, progress));
  const percent = fraction === null ? null : new Intl.NumberFormat(localeTag, { style: 'percent' }).format(fraction);

  return (
    <DropArea
      {...rules}
      accept={accept}
      multiple={false}
      onAccept={([picked]) => setFile(picked ?? null)}
      inputRef={inputRef}
      look={hasImage ? 'preview' : 'prompt'}
      controls={
        hasImage && !rules.disabled ? (
          <IconButton icon="trash" label={t('imageInput.remove')} size="sm" variant="secondary" onClick={remove} />
        ) : null
      }
    >
      {({ dragging, limitsText, limitsId }) =>
        hasImage ? (
          <>
            <Preview
              ref={previewRef}
              // A chosen file's blob: URL is written by useObjectUrlSource; React sets only the saved image's.
              src={file ? undefined : src}
              alt={file ? t('imageInput.preview', { name: file.name }) : t('imageInput.current')}
              $aspectRatio={aspectRatio}
            />
            {fraction !== null && (
              <Progress>
                <ProgressTrack
                  role="progressbar"
                  aria-label={t('imageInput.uploading')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(fraction * 100)}
                  aria-valuetext={percent ?? undefined}
                >
                  <ProgressBar style={{ width: `${fraction * 100}%` }} />
                </ProgressTrack>
                <span aria-hidden="true">{percent}</span>
              </Progress>
            )}
            <Prompt>{dragging ? t('fileDrop.dropNow') : t('imageInput.replace')}</Prompt>
            {limitsText && <Limits id={limitsId}>{limitsText}</Limits>}
          </>
        ) : (
          <>
            <IconDisc>
              <Icon name="plus" size={20} />
            </IconDisc>
            <Prompt>
              {dragging ? (
                t('fileDrop.dropNow')
              ) : (
                <>
                  <Choose>{t('fileDrop.choose')}</Choose> {t('fileDrop.orDrag')}
                </>
              )}
            </Prompt>
            {limitsText && <Limits id={limitsId}>{limitsText}</Limits>}
          </>
        )
      }
    </DropArea>
  );
}
