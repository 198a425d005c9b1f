import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { AttentionMessage } from './AttentionDialog';

function serverRender(text: string) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <NoriProvider brand="nori" locale="ro" messages={kitCatalogs.ro} globalStyle={false}>
          <AttentionMessage lang="ru">{text}</AttentionMessage>
        </NoriProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('AttentionMessage', () => {
  it('keeps the announcement’s line breaks and shows markup as text', () => {
    const { html, css } = serverRender('31 декабря закрыто.\n<b>До встречи!</b>');
    expect(html).toContain('31 декабря закрыто.\n&lt;b&gt;До встречи!&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('lang="ru"');
    expect(css).toContain('white-space:pre-line');
  });
});
