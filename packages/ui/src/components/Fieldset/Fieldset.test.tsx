import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { Fieldset } from './Fieldset';

const render = (element: ReactElement) =>
  renderToString(
    <NoriProvider brand="nori" locale="ro" messages={kitCatalogs.ro} globalStyle={false}>
      {element}
    </NoriProvider>,
  );

describe('Fieldset', () => {
  it('names its fields by a legend, and describes the group by its error first, then its help', () => {
    const html = render(
      <Fieldset id="nutrition" label="La 100 g" description="Toate patru goale: fără tabel." error="Completați toate.">
        <input aria-label="Proteine" />
      </Fieldset>,
    );
    expect(html).toMatch(/<fieldset[^>]*id="nutrition"[^>]*aria-describedby="nutrition-error nutrition-description"/);
    expect(html).toMatch(/<legend[^>]*>La 100 g<\/legend>/);
    expect(html).toMatch(/id="nutrition-description"[^>]*>Toate patru goale: fără tabel\./);
    expect(html).toMatch(/id="nutrition-error"[^>]*>.*Completați toate\./);
  });

  it('says nothing extra without help or error, and turns every field off at once when disabled', () => {
    const html = render(
      <Fieldset label="Etichete" disabled>
        <input aria-label="Picant" />
      </Fieldset>,
    );
    expect(html).not.toContain('aria-describedby');
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });
});
