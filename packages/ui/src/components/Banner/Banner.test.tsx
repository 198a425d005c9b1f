import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { Banner } from './Banner';

/** Renders on the server, as the storefront does for every page, and returns the markup and its styles. */
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

describe('Banner on the server', () => {
  it('renders the announcement, its styles and the close button in the page’s language', () => {
    const { html, css } = serverRender(
      <Banner layout="bar" role="region" aria-label="Anunț" onDismiss={() => {}}>
        Livrăm zilnic între 10:00 și 23:00.
      </Banner>,
    );
    expect(html).toContain('Livrăm zilnic între 10:00 și 23:00.');
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Anunț"');
    expect(html).toContain(kitCatalogs.ro['banner.dismiss']);
    // The bar's width and thin padding are in the server's CSS: nothing waits for the browser to measure.
    expect(css).toContain('max-width:1200px');
  });

  it('adds no role of its own', () => {
    const { html } = serverRender(<Banner>We deliver every day from 10:00 to 23:00.</Banner>);
    expect(html).not.toContain('role=');
    expect(html).not.toContain('aria-live');
  });
});
