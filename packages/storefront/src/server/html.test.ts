import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeState } from './html';

describe('html', () => {
  it('escapes text from the API or the URL', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });

  it('serialises state that cannot close its script element', () => {
    const json = serializeState({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
