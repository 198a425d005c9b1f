/** What `copyText` needs from the browser; tests pass fakes. */
export interface CopyEnvironment {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  document?: Pick<Document, 'createElement' | 'body' | 'execCommand' | 'activeElement'> | undefined;
}

/**
 * Copies text: the async Clipboard API where the page may use it, else the old select-and-copy on a
 * hidden text area (older browsers, plain http). Resolves whether it worked; never throws.
 */
export async function copyText(
  text: string,
  env: CopyEnvironment = {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  },
): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, not a secure context): try the fallback.
    }
  }
  const doc = env.document;
  if (!doc) return false;
  const previous = doc.activeElement as HTMLElement | null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus?.();
  }
}
