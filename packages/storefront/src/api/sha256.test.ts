import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256HexSync } from './sha256';

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

  it('hashes text as UTF-8', async () => {
    expect(await sha256Hex('Chișinău')).toBe(reference(new TextEncoder().encode('Chișinău')));
  });
});
