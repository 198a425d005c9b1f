import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholeBani, roundMdl, toBani, toMdl } from './money';

describe('money', () => {
  it('goes MDL → bani → MDL without losing a ban, for every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (bani) => {
        expect(toBani(toMdl(bani))).toBe(bani);
        expect(isWholeBani(toMdl(bani))).toBe(true);
        expect(roundMdl(toMdl(bani))).toBe(toMdl(bani));
      }),
    );
  });

  it('rounds floats’ sums to the ban and tells a third decimal', () => {
    expect(toBani(0.1 + 0.2)).toBe(30);
    expect(roundMdl(0.1 + 0.2)).toBe(0.3);
    expect(roundMdl(10 / 3)).toBe(3.33);
    expect(isWholeBani(19.99)).toBe(true);
    expect(isWholeBani(1.005)).toBe(false);
    expect(isWholeBani(0.001)).toBe(false);
  });
});
