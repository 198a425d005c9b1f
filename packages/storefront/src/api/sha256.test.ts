import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './sha256';
import { sha256HexSync } from './sha256Fallback';

const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexSync(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('the pure fallback agrees with node:crypto on any input, across block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256HexSync(bytes)).toBe(reference(bytes));
      }),
      { numRuns: 300 },
    );
  });

  describe('without crypto.subtle (a plain-http origin)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('loads the pure fallback and gives the same hash', async () => {
      vi.stubGlobal('crypto', {});
      expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });
  });

  it('hashes text as UTF-8', async () => {
    expect(await sha256Hex('Chișinău')).toBe(reference(new TextEncoder().encode('Chișinău')));
  });
});
