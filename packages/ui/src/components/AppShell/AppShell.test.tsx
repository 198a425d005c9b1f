import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { Board } from '../Board/Board';
import { BoardColumn } from '../Board/BoardColumn';
import { AppShell } from './AppShell';

/** Renders on the server and returns the markup and its styles. */
function serverRender(element: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <NoriProvider brand="nori" locale="ro" messages={kitCatalogs.ro} globalStyle={false}>
          {element}
        </NoriProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const shell = (
  <AppShell
    title="Comenzi"
    navigation={[
      { href: '/comenzi', label: 'Comenzi', icon: 'bag', count: 3, countLabel: '3 comenzi noi', current: true },
      { href: '/meniu', label: 'Meniu', icon: 'menu' },
    ]}
    navigationLabel="Navigare principală"
    menuLabel="Meniu"
    skipLinkLabel="Sari la conținut"
  >
    <Board label="Comenzi după stare">
      <BoardColumn value="placed" title="Noi" emptyText="Nicio comandă nouă" />
      <BoardColumn value="accepted" title="Acceptate" emptyText="Nicio comandă acceptată" />
    </Board>
  </AppShell>
);

describe('AppShell on the server', () => {
  it('starts with the skip link, then the banner, the named navigation and main', () => {
    const { html } = serverRender(shell);
    const order = ['Sari la conținut', '<header', '<h1', '<nav aria-label="Navigare principală"', '<main'].map((part) =>
      html.indexOf(part),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('href="#main-content"');
    expect(html).toContain('id="main-content"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('3 comenzi noi');
  });

  it('draws rail or menu button by CSS alone, so the first paint is the final layout', () => {
    const { html, css } = serverRender(shell);
    // Both are in the markup; the media queries choose.
    expect(html).toContain('aria-label="Navigare principală"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(css).toContain('@media (min-width: 769px)');
    // The drawer is not rendered until opened: one navigation landmark only.
    expect(html.match(/<nav/g)).toHaveLength(1);
  });

  it('renders the board as columns: regions named by their headings, empty texts', () => {
    const { html } = serverRender(shell);
    expect(html).toContain('role="group" aria-label="Comenzi după stare"');
    expect(html.match(/<section aria-labelledby=/g)).toHaveLength(2);
    expect(html).toContain('Nicio comandă nouă');
    expect(html).not.toContain('role="tablist"');
  });
});
