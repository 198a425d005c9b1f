import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Field } from '../TextField/Field';
import { checkFile, formatBytes, typeNames, type FileProblem } from './fileChecks';
import { Controls, Input, Zone } from './FileDrop.styles';

/** What `FileDrop` and `ImageInput` share: the field's text, the rules and the callbacks. */
export interface FileRulesProps {
  /** The field's visible label, also the file input's accessible name. */
  label: ReactNode;
  /** Help under the zone, linked by `aria-describedby`. @default none */
  hint?: ReactNode;
  /** The app's error (an upload that failed, a file the server refused); the kit's own messages about type and size take its place while shown. @default none */
  error?: ReactNode;
  /** File types, as an `<input type="file">` takes them: `.pdf`, `image/png`, `image/*`. The kit checks the declared type and the extension; the content is the server's to check. @default any type */
  accept?: string;
  /** The largest file accepted, in bytes; shown as "up to 5 MB" in the person's language. @default no limit */
  maxBytes?: number;
  /** Called with a file the kit turned away and why (`type` or `size`), after it showed its message. @default none */
  onReject?: (file: File, problem: FileProblem) => void;
  /** Turns the zone off: no picking, no dropping. @default false */
  disabled?: boolean;
  /** The input's id; the hint's and error's ids derive from it. @default a generated id */
  id?: string;
  /** Take the container's width instead of a comfortable 20rem. @default false */
  fullWidth?: boolean;
  /** Class of the outer element, for layout. */
  className?: string;
}

type Problem = { kind: FileProblem | 'count' } | null;

interface DropAreaProps extends FileRulesProps {
  multiple: boolean;
  /** Files that passed the checks. */
  onAccept: (files: File[]) => void;
  /** `preview` for a zone that shows a picture: less padding. The zone stays the same element either way, so the input in it keeps focus. */
  look?: 'prompt' | 'preview';
  /** The zone's content under the input: prompt or preview. */
  children: (state: { dragging: boolean; limitsText: string | null; limitsId: string }) => ReactNode;
  /** Controls over the input, which take their own clicks. */
  controls?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** The accepted types as one phrase: "JPG, PNG or WEBP", families in words ("images"). */
function useLimitsText(accept: string | undefined, maxBytes: number | undefined) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const names = typeNames(accept).map((name) => (name === 'image/*' ? t('fileDrop.images') : name));
  const types = names.length > 0 ? new Intl.ListFormat(localeTag, { type: 'disjunction' }).format(names) : null;
  const size = maxBytes === undefined ? null : formatBytes(maxBytes, localeTag);
  let limits: string | null = null;
  if (types && size) limits = t('fileDrop.limits', { types, size });
  else if (types) limits = types;
  else if (size) limits = t('fileDrop.maxSize', { size });
  const capitalised = limits && limits.charAt(0).toLocaleUpperCase(localeTag) + limits.slice(1);
  return { types, size, limits: capitalised };
}

/**
 * The working part of `FileDrop` and `ImageInput` (private to the kit): a labelled field whose control is
 * a drop zone with the real file input over it. Files picked or dropped are checked against `accept` and
 * `maxBytes`; the kit says what is wrong in the field's error slot, announced politely, and passes on
 * only the files that pass.
 */
export function DropArea({
  label,
  hint,
  error,
  accept,
  maxBytes,
  onReject,
  disabled = false,
  id,
  fullWidth = false,
  className,
  multiple,
  onAccept,
  look = 'prompt',
  children,
  controls,
  inputRef,
}: DropAreaProps) {
  const t = useKitMessages();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const limitsId = `${inputId}-limits`;
  const { types, size, limits } = useLimitsText(accept, maxBytes);
  const [problem, setProblem] = useState<Problem>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the pointer left the zone.
  const depth = useRef(0);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    if (!multiple && files.length > 1) {
      setProblem({ kind: 'count' });
      return;
    }
    const accepted: File[] = [];
    let first: Problem = null;
    for (const file of files) {
      const found = checkFile(file, { accept, maxBytes });
      if (found) {
        first ??= { kind: found };
        onReject?.(file, found);
      } else {
        accepted.push(file);
      }
    }
    setProblem(first);
    if (accepted.length > 0) onAccept(accepted);
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    depth.current += 1;
    if (!disabled) setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  // Always prevented, also when disabled: a file dropped where nothing takes it would open in the tab.
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const messages: Record<FileProblem | 'count', string> = {
    type: t('fileDrop.wrongType', { types: types ?? '' }),
    size: t('fileDrop.tooLarge', { size: size ?? '' }),
    count: t('fileDrop.tooMany'),
  };
  const shown = problem ? messages[problem.kind] : error;

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={shown}
      disabled={disabled}
      fullWidth={fullWidth}
      className={className}
    >
      {(control) => (
        <Zone
          data-look={look}
          data-drag-over={dragging || undefined}
          data-disabled={disabled || undefined}
          data-invalid={control['aria-invalid']}
          onDragEnter={onDragEnter}
          onDragLeave={onDragLeave}
          onDragOver={onDragOver}
          onDrop={onDrop}
        >
          {children({ dragging, limitsText: limits, limitsId })}
          <Input
            ref={inputRef}
            type="file"
            {...control}
            aria-describedby={[control['aria-describedby'], limits && limitsId].filter(Boolean).join(' ') || undefined}
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            onChange={(event) => {
              take(event.currentTarget.files);
              // Emptied, so choosing the same file again (after fixing it) is a change too.
              event.currentTarget.value = '';
            }}
          />
          {controls && <Controls>{controls}</Controls>}
        </Zone>
      )}
    </Field>
  );
}
