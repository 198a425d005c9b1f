import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Root, Row, Status, type SaveBarPosition } from './SaveBar.styles';
import { useScrollClearance } from './useScrollClearance';

/** What the bar's status says: `unsaved` once something changed, `saved` after a save went through, `none` otherwise. */
export type SaveBarStatus = 'none' | 'unsaved' | 'saved';

/** The save was refused for fields to fix (a 422 that names fields). */
export interface SaveBarInvalid {
  /** How many fields to fix; the alert shows only while it is above 0. */
  count: number;
  /** The alert's title in the app's words, with the count ("Check the 3 marked fields"). */
  title: ReactNode;
  /** A line under it ("Nothing you typed is lost: fix them and save again"). @default none */
  message?: ReactNode;
}

/** Someone else saved the same thing first (a 409): what the person can do is load theirs and save again. */
export interface SaveBarConflict {
  /** The alert's title ("Someone else saved this dish meanwhile"). */
  title: ReactNode;
  /** What reloading does ("What you changed stays yours; the rest becomes theirs"). @default none */
  message?: ReactNode;
  /** The reload button's words ("Load their version, keep my changes"). */
  reloadLabel: ReactNode;
  /** Called by the reload button. */
  onReload: () => void;
}

/** Any other refusal: the server's words, or the app's for a server that does not answer. */
export interface SaveBarProblem {
  /** The alert's title ("The change was not saved"). */
  title: ReactNode;
  /** The reason ("The server does not answer: try again"). @default none */
  message?: ReactNode;
}

export interface SaveBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The save button's words: "Save", "Create the dish". */
  saveLabel: ReactNode;
  /** Called by the save button. Without it the button submits the `<form>` around the bar. @default none: a submit button */
  onSave?: () => void;
  /** A save is on its way: the button shows a spinner, says it is busy and ignores presses, keeping focus. @default false */
  saving?: boolean;
  /** The button cannot save now (a photo still uploading, a conflict to resolve); it keeps focus and its place. @default false */
  saveDisabled?: boolean;
  /** What the polite status says, in `savedText` or `unsavedText`. @default 'none' */
  status?: SaveBarStatus;
  /** The status after a save went through ("Saved"). @default none: nothing said */
  savedText?: ReactNode;
  /** The status while changes are not saved ("Unsaved changes"). @default none: nothing said */
  unsavedText?: ReactNode;
  /** The refusal for fields to fix, shown as an alert while `count` is above 0. @default none */
  invalid?: SaveBarInvalid | null;
  /** Someone else's newer save, shown as an alert with the reload action. @default none */
  conflict?: SaveBarConflict | null;
  /** Any other refusal, shown as an alert. @default none */
  problem?: SaveBarProblem | null;
  /** The app's other notices, above the alerts' row (fields both people changed). @default none */
  children?: ReactNode;
  /** `sticky` keeps the bar at the bottom of the scrolling page; `static` leaves it where it stands. @default 'sticky' */
  position?: SaveBarPosition;
}

/**
 * The end of every editor: the save button (busy while the save is on its way, its words given by the
 * app), a polite status ("Saved", "Unsaved changes") and, above them, alerts for what stopped the last
 * save — fields to fix, someone else's newer save with a way to load it, or any other problem. Sticky, it
 * stays at the bottom of the scrolling page and keeps the field that has focus from hiding under it.
 *
 * The kit carries none of these words: each app passes its own translations. The alerts are `role="alert"`
 * (said at once); the status is an always-present `role="status"` (said when it changes).
 */
export function SaveBar({
  saveLabel,
  onSave,
  saving = false,
  saveDisabled = false,
  status = 'none',
  savedText,
  unsavedText,
  invalid,
  conflict,
  problem,
  children,
  position = 'sticky',
  ...rest
}: SaveBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useScrollClearance(ref, position === 'sticky');
  useFocusAfterConflict(saveRef, Boolean(conflict));
  const statusText = status === 'saved' ? savedText : status === 'unsaved' ? unsavedText : null;
  return (
    <Root ref={ref} $position={position} data-status={status} {...rest}>
      {children}
      {conflict && (
        <Banner
          tone="warning"
          role="alert"
          title={conflict.title}
          action={
            <Button size="sm" variant="secondary" onClick={conflict.onReload}>
              {conflict.reloadLabel}
            </Button>
          }
        >
          {conflict.message}
        </Banner>
      )}
      {invalid && invalid.count > 0 && (
        <Banner tone="danger" role="alert" title={invalid.title} data-count={invalid.count}>
          {invalid.message}
        </Banner>
      )}
      {problem && (
        <Banner tone="danger" role="alert" title={problem.title}>
          {problem.message}
        </Banner>
      )}
      <Row>
        <Status role="status">
          {statusText != null && statusText !== '' && (
            <>
              {status === 'saved' && <Icon name="check" size={16} />}
              {statusText}
            </>
          )}
        </Status>
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving}
          disabled={saveDisabled}
          ref={saveRef}
        >
          {saveLabel}
        </Button>
      </Row>
    </Root>
  );
}

/**
 * The conflict's reload button goes with the alert once the newer version is loaded: focus, which was on
 * it, would fall to the page's start. It moves to the save button, the next step.
 */
function useFocusAfterConflict(save: RefObject<HTMLButtonElement | null>, conflict: boolean) {
  const had = useRef(conflict);
  useLayoutEffect(() => {
    const ended = had.current && !conflict;
    had.current = conflict;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (ended && lost) save.current?.focus();
  }, [save, conflict]);
}
