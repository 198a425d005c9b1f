import { useEffect, useRef, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export type DraftParse<T, Reason extends string> = { ok: true; value: T | null } | { ok: false; reason: Reason };

interface DraftValueOptions<T, Reason extends string> {
  /** The value (controlled); `undefined` leaves it to the field. `null` is an empty field. */
  value: T | null | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T | null | undefined;
  /** Told each committed value. */
  onValueChange: ((value: T | null) => void) | undefined;
  parse: (text: string) => DraftParse<T, Reason>;
  format: (value: T) => string;
}

/**
 * The text of a field whose value is not its text (a number, an amount in bani, a time), shared by
 * NumberField, MoneyField and TimeField. While the person types, the text is a draft and the value
 * stays; the draft is committed on blur, on Enter and by the arrow keys. A committed draft that
 * parses becomes the value and is shown formatted; one that does not stays on screen as typed, so it
 * can be corrected, the value becomes `null` (like a native number input's `''` on bad input) and
 * `problem` says why.
 */
export function useDraftValue<T, Reason extends string>({
  value: valueProp,
  defaultValue,
  onValueChange,
  parse,
  format,
}: DraftValueOptions<T, Reason>) {
  const [value, setValue] = useControllableState<T | null>({
    prop: valueProp,
    defaultProp: defaultValue ?? null,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Reason | null>(null);

  // A value the app sets from outside (a reset, data arriving) replaces whatever draft is on screen;
  // the field's own commits do not.
  const committed = useRef(value);
  useEffect(() => {
    if (Object.is(committed.current, value)) return;
    committed.current = value;
    setDraft(null);
    setProblem(null);
  }, [value]);

  const commitValue = (next: T | null) => {
    committed.current = next;
    setDraft(null);
    setProblem(null);
    setValue(next);
  };

  /** Parses the draft, if any, and makes it the value. */
  const commit = () => {
    if (draft === null) return;
    const result = parse(draft);
    if (result.ok) {
      commitValue(result.value);
      return;
    }
    committed.current = null;
    setProblem(result.reason);
    setValue(null);
  };

  /** The value the text on screen means now: the draft's when it parses, the committed one otherwise. */
  const current = (): T | null => {
    if (draft === null) return value;
    const result = parse(draft);
    return result.ok ? result.value : value;
  };

  return {
    value,
    text: draft ?? (value === null ? '' : format(value)),
    problem,
    setText: setDraft,
    commit,
    commitValue,
    current,
  };
}
