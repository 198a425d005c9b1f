// The back office's words in its four languages (Romanian first). A new id goes into all four files; the
// catalogs' test holds them to the same ids.
import type { Locale } from '@nori/core/contract';
import en from './messages/en.json';
import ro from './messages/ro.json';
import ru from './messages/ru.json';
import uk from './messages/uk.json';

export type MessageId = keyof typeof ro;
export const catalogs: Record<Locale, Record<MessageId, string>> = { ro, ru, en, uk };
