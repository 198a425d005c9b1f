// The back office's language: Romanian unless the person chose another (kept in this browser).
import type { Locale } from '@nori/core/contract';
import { makeAutoObservable } from 'mobx';

export const LOCALES = ['ro', 'ru', 'en', 'uk'] as const satisfies readonly Locale[];
const KEY = 'nori-admin-locale';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export class LocaleStore {
  locale: Locale;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = null) {
    const saved = storage?.getItem(KEY);
    this.locale = isLocale(saved) ? saved : 'ro';
    makeAutoObservable<LocaleStore, 'storage'>(this, { storage: false });
  }

  setLocale(locale: Locale) {
    this.locale = locale;
    this.storage?.setItem(KEY, locale);
  }
}
