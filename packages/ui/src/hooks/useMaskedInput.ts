import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type Ref,
} from 'react';
import type { MaskEdit } from '../masks/digits';

export interface MaskedInputOptions {
  /** The clean value (controlled); `undefined` leaves it to the hook. */
  value: string | undefined;
  /** The starting clean value when uncontrolled. */
  defaultValue: string | undefined;
  /** Told the clean value after each edit that changed it. */
  onValueChange: ((value: string) => void) | undefined;
  /** Cleans a value that comes from props (the app may pass anything). */
  sanitize: (raw: string) => string;
  /** What the field shows for a clean value. */
  format: (clean: string) => string;
  /** One edit: the input's raw value after the browser applied it, and its caret. */
  edit: (raw: string, caret: number) => MaskEdit;
  /** The consumer's ref to the `<input>`. */
  ref: Ref<HTMLInputElement> | undefined;
}

const hasFocus = (input: HTMLInputElement) => input.ownerDocument.activeElement === input;

/**
 * Drives an `<input>` through a mask while keeping the caret where the person is editing.
 *
 * Each edit is written to the DOM inside the event handler, value and caret together. Were it left
 * to React, an edit that changes nothing (a letter dropped, a 16th digit refused) would not
 * re-render, React would put the old value back after the event and the caret would jump to the
 * end. A layout effect puts the caret back once more when a parent applies the value later than
 * the event (an async store update), since React's late write also moves the caret to the end.
 */
export function useMaskedInput({
  value,
  defaultValue,
  onValueChange,
  sanitize,
  format,
  edit,
  ref,
}: MaskedInputOptions) {
  const [uncontrolled, setUncontrolled] = useState(() => sanitize(defaultValue ?? ''));
  const controlled = value !== undefined;
  const clean = controlled ? sanitize(value) : uncontrolled;
  const display = format(clean);

  const inputRef = useRef<HTMLInputElement | null>(null);
  /** The caret an edit asked for, until the value it belongs to is on screen. */
  const pending = useRef<{ value: string; caret: number } | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const target = pending.current;
    if (!input || !target || input.value !== target.value) return;
    pending.current = null;
    if (hasFocus(input) && (input.selectionStart !== target.caret || input.selectionEnd !== target.caret)) {
      input.setSelectionRange(target.caret, target.caret);
    }
  });

  const apply = (input: HTMLInputElement, raw: string, rawCaret: number) => {
    const next = edit(raw, rawCaret);
    if (input.value !== next.value) input.value = next.value;
    if (hasFocus(input)) input.setSelectionRange(next.caret, next.caret);
    if (next.digits === clean) return;
    pending.current = { value: next.value, caret: next.caret };
    if (!controlled) setUncontrolled(next.digits);
    onValueChange?.(next.digits);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    apply(input, input.value, input.selectionEnd ?? input.value.length);
  };

  /**
   * Pastes through the mask. Needed where the input has `maxLength`: the browser would cut the
   * pasted text to the length before dropping its spaces, so `12 34` would give `123`.
   */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    apply(input, input.value.slice(0, start) + text + input.value.slice(end), start + text.length);
  };

  // The consumer's ref gets the same <input> the hook drives.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  return { value: clean, display, onChange, onPaste, inputRef };
}
