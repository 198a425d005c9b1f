import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { allMessages, firstLoadCatalogs, groupCatalogs } from '../testing/catalogs';
import { MESSAGE_GROUPS, messageGroupOf } from './intl';
import type { Locale } from './locales';

/** The first-load catalog of each locale, each message group's, and every message of a locale. */
const firstLoad = firstLoadCatalogs;
const groups = groupCatalogs;
const catalogs = allMessages;
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every message the code declares, extracted the way translators get them (formatjs extract). */
function declaredMessages(): Record<string, { defaultMessage: string }> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'nori-messages-')), 'extracted.json');
  execFileSync(
    process.execPath,
    [
      require.resolve('@formatjs/cli/bin/formatjs'),
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.ts',
      '--out-file',
      out,
    ],
    { cwd: packageRoot, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
}

/** The argument names of an ICU message, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element) Object.values(element.options).forEach((option) => visit(option.value));
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  const declared = declaredMessages();
  const ids = Object.keys(declared).sort();

  it('declares the spec’s own ids', () => {
    expect(ids).toEqual(expect.arrayContaining(['common.pageNotFound', 'auth.phone.invalid', 'auth.code.notFound']));
  });

  it.each(Object.keys(catalogs) as Locale[])('%s has every declared id and nothing else', (locale) => {
    expect(Object.keys(catalogs[locale]!).sort()).toEqual(ids);
  });

  it('has a folder of catalogs for every message group, in every locale, and no other', () => {
    expect(Object.keys(groups).sort()).toEqual(Object.keys(MESSAGE_GROUPS).sort());
    for (const [group, catalog] of Object.entries(groups)) {
      expect(Object.keys(catalog).sort(), group).toEqual(Object.keys(firstLoad).sort());
    }
  });

  it.each(Object.keys(catalogs) as Locale[])('%s keeps each id in its own catalog, once', (locale) => {
    // A group's words (by their id's prefix) load with its pages only; everything else is in the first load.
    expect(Object.keys(firstLoad[locale]!).sort()).toEqual(ids.filter((id) => messageGroupOf(id) === null));
    for (const [group, catalog] of Object.entries(groups)) {
      expect(Object.keys(catalog[locale]!).sort(), group).toEqual(ids.filter((id) => messageGroupOf(id) === group));
    }
  });

  it.each(Object.keys(catalogs) as Locale[])(
    '%s messages parse and keep the arguments of the declaration',
    (locale) => {
      for (const id of ids) {
        const message = catalogs[locale]![id]!;
        expect(message.trim(), `${locale}:${id}`).not.toBe('');
        expect(argumentsOf(message), `${locale}:${id}`).toEqual(argumentsOf(declared[id]!.defaultMessage));
      }
    },
  );
});
