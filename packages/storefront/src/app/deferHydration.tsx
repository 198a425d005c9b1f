import { Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hasWords, loadMessageGroups, localeOfTag, type MessageGroup } from '../i18n/intl';
import { locales, type Locale } from '../i18n/locales';
import { MessageGroupsProvider } from '../i18n/MessageGroupsProvider';
import { useMessageGroups } from '../i18n/useMessageGroups';
import { whenIdle } from '../services/idle';

/** A part of a page whose code the browser loads, and whose server HTML it hydrates, after the rest. */
export interface DeferredPart<P extends object> {
  /** Renders the part: at once once its code is here, else the server's HTML until it is. */
  Component: ComponentType<P>;
  /**
   * Loads the part's code, and its words (`messages`) in `locale` (by default the page's, `<html lang>`). The
   * server awaits it before rendering (a route's loader), so its HTML is always complete for search engines and
   * readers without JavaScript; so does a client navigation, so the part renders with the page instead of
   * after it.
   */
  preload(locale?: Locale): Promise<void>;
}

export interface DeferHydrationOptions {
  /** How long the browser may stay busy before the part loads anyway, in ms. @default 3000 */
  idleTimeout?: number;
  /**
   * The message groups the part speaks (i18n/intl.ts): they load with its code, and the server's HTML is
   * hydrated only once both are here, so that it renders the same words; the server has them in every locale.
   */
  messages?: readonly MessageGroup[];
}

/** The language of the page the browser shows (the app keeps it on `<html lang>`). */
const pageLocale = () => (typeof document === 'undefined' ? null : localeOfTag(document.documentElement.lang));

/** The server's loads of every part defined so far (see `serverPartsReady`). */
const serverLoads: Promise<void>[] = [];

/**
 * Server: resolves once the code of every deferred part defined so far is in hand, so that it renders
 * them whole (`renderToString` would otherwise send a part's fallback). The server starts each part's load
 * when the part is defined, at start-up; the locale root's loader awaits this before any page renders.
 */
export function serverPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** One rendered part's wait for its code: opened once the code is in hand. */
interface GateState {
  until: Promise<void>;
  open: () => void;
  /** Whether `open` was called: from then on the part's own words follow a language switch (`Words`). */
  opened: boolean;
  /** Whether the gate has called `use` (and so must keep calling it). */
  used: boolean;
}

/** How far below the viewport a part starts loading, so it is hydrated by the time it scrolls in. */
const AHEAD = '400px';

/**
 * Selective hydration (React's, with a Suspense boundary per part): the first load's JavaScript leaves the
 * part out, `hydrateRoot` hydrates everything around it and leaves the server's HTML of the part as it is
 * (a dehydrated boundary), and the part's code loads once it comes near the viewport or the browser is
 * idle; React then hydrates it in a task of its own. Its links work before that (they are plain anchors),
 * and if its code never arrives it simply stays the server's HTML. So do its words (`messages`): they load with
 * the code, and a part whose words did not come stays the server's HTML until a later try brings them.
 *
 * The part is wrapped in a `<div>` (the element watched for visibility): the same on the server, so the
 * markup matches; style it as a block of the page.
 */
export function deferHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { idleTimeout = 3000, messages = [] }: DeferHydrationOptions = {},
): DeferredPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const loadCode = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // Another try next time (a navigation, the next visit of the part).
        loading = null;
        throw error;
      },
    ));
  const loadWords = async (locale: Locale | null) => {
    if (!locale || !messages.length) return;
    // A failure is remembered by nothing: the next try asks again.
    if (!(await loadMessageGroups(messages, locale))) throw new Error(`No words (${messages.join(', ')}) in ${locale}`);
  };
  const preload = async (locale: Locale | null = pageLocale()) => {
    await Promise.all([loadCode(), loadWords(locale)]);
  };
  /** Whether the part can render in `locale` now: its code, and its words in that language, are here. */
  const inHand = (locale: Locale | null) => Loaded !== null && (!messages.length || hasWords(messages, locale));

  if (import.meta.env.SSR) {
    serverLoads.push(Promise.all([loadCode(), ...locales.map(({ code }) => loadWords(code))]).then(() => undefined));
  }

  /** The part's words (when it has groups of its own) around it. */
  function Words({ children }: { children: ReactNode }) {
    const words = useMessageGroups(messages);
    return <MessageGroupsProvider value={words}>{children}</MessageGroupsProvider>;
  }

  /**
   * Suspends (keeping the server's HTML while hydrating) until the code and the words are in hand; once the
   * gate is open, a language switch no longer suspends it (`Words` keeps the old words until the new ones
   * come). Once it has suspended it keeps calling `use` on the (then settled) promise: React requires a render
   * that suspended on `use` to call it again when it resumes, and warns otherwise.
   */
  function Gate({ gate, ready, props }: { gate: GateState; ready: boolean; props: P }) {
    if ((!ready && !gate.opened) || gate.used) {
      gate.used = true;
      use(gate.until);
    }
    const Part = Loaded!;
    return messages.length ? (
      <Words>
        <Part {...props} />
      </Words>
    ) : (
      <Part {...props} />
    );
  }

  function Component(props: P) {
    // The app's language (the one it renders in), not `<html lang>`: a story, or a page between a language
    // switch and its commit, can differ from the document's.
    const locale = localeOfTag(useIntl().locale);
    const ready = inHand(locale);
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState((): GateState => {
      let resolve = () => {};
      const until = new Promise<void>((settle) => {
        resolve = settle;
      });
      const state: GateState = {
        until,
        open: () => {
          state.opened = true;
          resolve();
        },
        opened: false,
        used: false,
      };
      return state;
    });
    useEffect(() => {
      if (gate.opened) return;
      if (inHand(locale)) return gate.open();
      let done = false;
      const start = () => {
        if (done) return;
        done = true;
        preload(locale).then(gate.open, () => {
          done = false;
        });
      };
      // The code is here (another instance loaded it) but not the words in this language: a part rendered
      // afresh on the client, where waiting for it to scroll into view would only leave a gap. Until they
      // come it renders nothing rather than message ids (react-intl's MISSING_TRANSLATION); if they fail,
      // the view and idle below try again.
      if (Loaded) start();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: `${AHEAD} 0px`,
      });
      if (ref.current) observer.observe(ref.current);
      const cancelIdle = whenIdle(start, { timeout: idleTimeout });
      return () => {
        observer.disconnect();
        cancelIdle();
      };
    }, [gate, locale]);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Gate gate={gate} ready={ready} props={props} />
        </Suspense>
      </div>
    );
  }

  return { Component, preload };
}
