import * as stylis from 'stylis';
import { describe, expect, it } from 'vitest';
import * as withoutPrefixer from './stylisWithoutPrefixer';

describe('stylis without its prefixer (the browser build’s stylis for styled-components)', () => {
  it('is stylis itself for everything styled-components compiles with: the browser writes the same CSS', () => {
    expect(Object.keys(withoutPrefixer).sort()).toEqual(Object.keys(stylis).sort());
    for (const name of Object.keys(stylis).filter((key) => key !== 'prefixer')) {
      expect(withoutPrefixer[name as keyof typeof stylis], name).toBe(stylis[name as keyof typeof stylis]);
    }
    const css = (prefixer?: stylis.Middleware) =>
      stylis.serialize(
        stylis.compile('.a{display:flex;user-select:none;&:hover{color:red}}'),
        stylis.middleware([...(prefixer ? [prefixer] : []), stylis.stringify]),
      );
    expect(css()).toBe('.a{display:flex;user-select:none;}.a:hover{color:red;}');
    // What is left out: the prefixes the real prefixer would add.
    expect(css(stylis.prefixer)).toContain('-webkit-user-select:none');
  });

  it('fails loudly, naming the switch, if vendor prefixing is ever turned on', () => {
    const compiled = stylis.compile('.a{user-select:none}');
    expect(() => stylis.serialize(compiled, stylis.middleware([withoutPrefixer.prefixer, stylis.stringify]))).toThrow(
      /enableVendorPrefixes/,
    );
  });
});
