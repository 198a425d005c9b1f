import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, css, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './styleCache';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Static = styled.div`
  display: flex;
  &:hover > span {
    color: red;
  }
  @media (min-width: 768px) {
    gap: 8px;
  }
`;
const Toned = styled.span<{ $tone: 'good' | 'bad'; $good: string }>`
  color: ${({ $tone, $good }) => ($tone === 'good' ? $good : 'crimson')};
  ${({ $tone }) =>
    $tone === 'bad' &&
    css`
      animation: ${spin} 1s linear infinite;
    `}
`;
const Extended = styled(Static)`
  padding: 4px;
`;
const Global = createGlobalStyle<{ $ink: string }>`
  body { color: ${({ $ink }) => $ink}; }
`;

const page = (good: string, tones: ('good' | 'bad')[], withExtended = true) => (
  <>
    <Global $ink={good} />
    <Static>
      {tones.map((tone, index) => (
        <Toned key={index} $tone={tone} $good={good}>
          {tone}
        </Toned>
      ))}
    </Static>
    {withExtended && <Extended />}
  </>
);

/** The page's markup and style tags, rendered into `sheet`. */
function render(sheet: ServerStyleSheet, element: ReactElement) {
  const html = renderToString(sheet.collectStyles(element));
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

describe('createStyleCache', () => {
  it('gives every request the markup and styles styled-components gives it without the cache', () => {
    const cache = createStyleCache();
    const pages = [
      page('green', ['good']),
      page('green', ['good', 'bad']),
      page('teal', ['bad'], false),
      page('green', ['good', 'bad']),
      page('teal', ['good', 'bad']),
    ];
    for (const element of pages) {
      expect(render(cache.sheet(), element)).toEqual(render(new ServerStyleSheet(), element));
    }
  });

  it('compiles a class once: later requests take its rules from the cache', () => {
    const cache = createStyleCache();
    render(cache.sheet(), page('green', ['good', 'bad']));
    const classes = cache.size;
    expect(classes).toBeGreaterThan(3);
    const sheet = cache.sheet();
    const { styles } = render(sheet, page('green', ['bad', 'good']));
    // Nothing new compiled, and the rules are in this request's sheet all the same.
    expect(cache.size).toBe(classes);
    expect(styles).toContain('display:flex');
    expect(styles).toContain('color:crimson');
    expect(styles).toContain('@keyframes');
    expect(styles).toContain('@media (min-width: 768px)');
  });

  it('leaves out of a page the classes other pages compiled', () => {
    const cache = createStyleCache();
    render(cache.sheet(), page('green', ['good', 'bad']));
    const { styles } = render(cache.sheet(), page('green', ['good'], false));
    expect(styles).not.toContain('color:crimson');
    expect(styles).not.toContain('padding:4px');
    expect(styles).not.toContain('@keyframes');
  });

  it('compiles a global style that follows its props for every request (its name stays when its CSS changes)', () => {
    const cache = createStyleCache();
    render(cache.sheet(), page('green', ['good']));
    const { styles } = render(cache.sheet(), page('teal', ['good']));
    expect(styles).toContain('body{color:teal;}');
    expect(styles).not.toContain('body{color:green;}');
  });

  it('starts again once full', () => {
    const cache = createStyleCache(2);
    const { styles } = render(cache.sheet(), page('green', ['good', 'bad']));
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(render(cache.sheet(), page('green', ['good', 'bad'])).styles).toBe(styles);
  });
});
