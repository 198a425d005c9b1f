import { describe, expect, it } from 'vitest';
import { copyText, type CopyEnvironment } from './copyText';

/** A document with just what the fallback touches, recording what was copied. */
function fakeDocument(copies: boolean) {
  const copied: string[] = [];
  const appended: { value: string; removed: boolean }[] = [];
  const doc = {
    activeElement: null,
    body: {
      appendChild: (node: { value: string; removed: boolean }) => {
        appended.push(node);
        return node;
      },
    },
    createElement: () => {
      const node = {
        value: '',
        removed: false,
        style: {},
        setAttribute: () => undefined,
        select: () => undefined,
        remove: () => {
          node.removed = true;
        },
      };
      return node;
    },
    execCommand: () => {
      if (copies) copied.push(appended.at(-1)!.value);
      return copies;
    },
  } as unknown as CopyEnvironment['document'];
  return { doc, copied, appended };
}

describe('copyText', () => {
  it('writes to the clipboard when it can', async () => {
    const written: string[] = [];
    const ok = await copyText('https://shop.test/?referral=ANA', {
      clipboard: { writeText: async (text) => void written.push(text) },
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['https://shop.test/?referral=ANA']);
  });

  it('falls back to select-and-copy when the clipboard refuses, and cleans up', async () => {
    const { doc, copied, appended } = fakeDocument(true);
    const ok = await copyText('LINK', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
      document: doc,
    });
    expect(ok).toBe(true);
    expect(copied).toEqual(['LINK']);
    expect(appended[0]?.removed).toBe(true);
  });

  it('uses the fallback without a clipboard, and says when nothing worked', async () => {
    expect(await copyText('LINK', { document: fakeDocument(true).doc })).toBe(true);
    expect(await copyText('LINK', { document: fakeDocument(false).doc })).toBe(false);
    expect(await copyText('LINK', {})).toBe(false);
  });
});
