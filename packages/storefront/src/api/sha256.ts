/**
 * SHA-256 as lowercase hex. WebCrypto's `crypto.subtle` when there is one (Node 20, browsers on https and
 * localhost); browsers leave it undefined on plain-http origins, such as a phone testing the shop over the
 * LAN, so a small pure implementation (FIPS 180-4) keeps the phone sign-in working there too. That one is
 * loaded only when needed: it has no place in every page's first load.
 */
export async function sha256Hex(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', data)));
  const { sha256HexSync } = await import('./sha256Fallback');
  return sha256HexSync(data);
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
