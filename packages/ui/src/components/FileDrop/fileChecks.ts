/**
 * What the kit checks about a chosen file before the app sees it: the type the browser declares and the
 * name's extension against `accept` (the same list an `<input type="file">` takes), and the size against
 * a limit. Whether the content really is what it claims is the server's check: a browser only reports
 * what the operating system guesses from the name.
 */

/** Why a file was turned away. */
export type FileProblem = 'type' | 'size';

/** The tokens of an `accept` list: `.jpg`, `image/png`, `image/*`, lower-cased. */
export function acceptTokens(accept: string | undefined): string[] {
  if (!accept) return [];
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a file matches `accept` as the file picker means it: an extension token matches the name's
 * ending, a MIME token the declared type, and `type/*` any declared type of that family. An empty list
 * accepts everything. A file whose type the browser could not tell (an empty `type`) passes only on
 * its extension.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (!type) return false;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The first problem with a file, or `null` when it may go to the app. The type is checked first. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxBytes }: { accept?: string; maxBytes?: number },
): FileProblem | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size in the person's language: `5 MB`, `1.5 MB`, `800 kB`, `5 МБ`. Steps of 1024, as file managers on
 * Windows show them, so a limit of `5 * 1024 * 1024` reads "5 MB". One decimal at most, none when whole.
 */
export function formatBytes(bytes: number, localeTag: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(localeTag, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: units[unit] === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The accepted types as a person reads them: `.jpg` and `image/jpeg` → `JPG`/`JPEG`, `image/svg+xml` →
 * `SVG`; each once. A family (`image/*`) stays as it is: the caller names it in the person's language.
 */
export function typeNames(accept: string | undefined): string[] {
  const names: string[] = [];
  for (const token of acceptTokens(accept)) {
    let name: string;
    if (token.startsWith('.')) name = token.slice(1).toUpperCase();
    else if (token.endsWith('/*')) name = token;
    else name = (token.split('/')[1] ?? token).split('+')[0]!.toUpperCase();
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
