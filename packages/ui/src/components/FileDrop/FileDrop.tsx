import { Icon } from '../Icon/Icon';
import { useKitMessages } from '../../intl/KitIntl';
import { DropArea, type FileRulesProps } from './DropArea';
import { Choose, IconDisc, Limits, Prompt } from './FileDrop.styles';

export interface FileDropProps extends FileRulesProps {
  /** Called with the files picked or dropped that passed the checks (one unless `multiple`). */
  onFilesChange?: (files: File[]) => void;
  /** Take several files at once; otherwise dropping more than one says "Choose only one file". @default false */
  multiple?: boolean;
}

/**
 * Pick or drop a file: a real `<input type="file">` (Tab, then Space or Enter opens the picker; screen
 * readers meet a file input named by the label) spread over a drop zone that lights up while a file is
 * dragged over it. `accept` and `maxBytes` are checked by the file's declared type, extension and size,
 * with the kit's messages ("The file is larger than 5 MB"); what the content really is, the server checks.
 * The kit keeps no file: `onFilesChange` hands it to the app, which uploads it.
 */
export function FileDrop({ onFilesChange, multiple = false, ...rules }: FileDropProps) {
  const t = useKitMessages();
  return (
    <DropArea {...rules} multiple={multiple} onAccept={(files) => onFilesChange?.(files)}>
      {({ dragging, limitsText, limitsId }) => (
        <>
          <IconDisc>
            <Icon name="plus" size={20} />
          </IconDisc>
          <Prompt>
            {dragging ? (
              t('fileDrop.dropNow')
            ) : (
              <>
                <Choose>{t(multiple ? 'fileDrop.chooseMany' : 'fileDrop.choose')}</Choose>{' '}
                {t(multiple ? 'fileDrop.orDragMany' : 'fileDrop.orDrag')}
              </>
            )}
          </Prompt>
          {limitsText && <Limits id={limitsId}>{limitsText}</Limits>}
        </>
      )}
    </DropArea>
  );
}
