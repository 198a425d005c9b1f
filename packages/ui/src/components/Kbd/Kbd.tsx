import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Combo, Key, Separator } from './Kbd.styles';

/**
 * One key: its text as printed on the keyboard ("Ctrl", "K", "Esc"), or a symbol with the name a screen
 * reader says instead ({ symbol: '↵', label: 'Enter' }), since "↵" or "⌘" are read out poorly or not at all.
 */
export type KbdKey = string | { symbol: string; label: string };

export interface KbdProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The keys, in the order they are pressed: `['Ctrl', 'K']`, or one key: `['A']`. */
  keys: readonly KbdKey[];
  /** What stands between the keys, shown and read: "+" for keys held together, a word such as "then" for a sequence. @default '+' */
  separator?: ReactNode;
}

const keyText = (key: KbdKey) => (typeof key === 'string' ? key : key.label);

/** One key; a key drawn as a symbol shows the symbol and is read by its name. */
function KeyCap({ value, ...rest }: { value: KbdKey } & HTMLAttributes<HTMLElement>) {
  if (typeof value === 'string') return <Key {...rest}>{value}</Key>;
  return (
    <Key {...rest}>
      <span aria-hidden="true">{value.symbol}</span>
      <VisuallyHidden>{value.label}</VisuallyHidden>
    </Key>
  );
}

/**
 * A keyboard shortcut as the person types it, for a tooltip ("Accept order A"), a help list or a
 * hint beside a button. HTML's own semantics: each key is a `<kbd>`, and a combination is a `<kbd>`
 * around them (`<kbd><kbd>Ctrl</kbd>+<kbd>K</kbd></kbd>`), as the HTML standard writes key combinations.
 *
 * Every key is text, so screen readers read the shortcut as written ("Ctrl + K"); a key drawn as a
 * symbol takes a `label` that is read instead of the symbol. The keys' names are the app's: it knows
 * the person's keyboard ("Ctrl" or "⌘") and language ("Entrée", "Ввод").
 *
 * Not interactive and never the only place a command lives: a shortcut is a faster way to a button
 * that is on the screen. The keycaps draw in `currentColor`, so they fit the dark tooltip and the page.
 */
export function Kbd({ keys, separator = '+', ...rest }: KbdProps) {
  // A single key carries the caller's attributes itself: no `<kbd>` around one `<kbd>`.
  if (keys.length === 1) return <KeyCap value={keys[0]!} {...rest} />;
  return (
    <Combo {...rest}>
      {keys.map((key, index) => (
        <Fragment key={`${index}-${keyText(key)}`}>
          {index > 0 && <Separator>{separator}</Separator>}
          <KeyCap value={key} />
        </Fragment>
      ))}
    </Combo>
  );
}
