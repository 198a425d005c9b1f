import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect, waitFor } from 'storybook/test';

// Headings and text in each language, with the letters outside Latin-1 each needs (ă ș ț, ґ є і ї).
const samples = {
  ro: ['Rulouri și țipar', 'Rulouri cu somon, până la ușă în 45 de minute.'],
  ru: ['Роллы с угрём', 'Роллы с лососем и угрём — доставим за 45 минут.'],
  uk: ['Ґаздиня їсть рол', 'Ґаздиня їсть рол із лососем і пʼє чай. Єнот.'],
  en: ['Salmon rolls', 'Salmon rolls and miso soup, delivered in 45 minutes.'],
};

/** The brand's heading and body fonts in the four languages, as `NoriProvider`'s global style loads them. */
function FontSamples() {
  const theme = useTheme();
  return (
    <div style={{ maxWidth: 560 }}>
      {Object.entries(samples).map(([locale, [heading, text]]) => (
        <section key={locale} lang={locale}>
          <h2 style={{ fontFamily: theme.font.family.heading, fontWeight: theme.font.weight.bold, margin: '0 0 4px' }}>
            {heading}
          </h2>
          <p style={{ fontFamily: theme.font.family.body, margin: '0 0 16px' }}>{text}</p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Fonts',
  component: FontSamples,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FontSamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Inter (and Lora for wasabi's headings), self-hosted: the text in Romanian, Russian, Ukrainian and English
 * is drawn with the web fonts, and only the latin, romanian and cyrillic files are fetched.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const families = globals.brand === 'wasabi' ? ['Inter', 'Lora'] : ['Inter'];
    await waitFor(
      () => {
        const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
        for (const family of families) {
          const ranges = loaded
            .filter((face) => face.family.replace(/"/g, '') === family)
            .map((face) => face.unicodeRange);
          // Latin, ă ș ț (the romanian cut) and Cyrillic text on the page: all three subsets in use.
          expect(ranges.some((range) => range.startsWith('U+0-FF'))).toBe(true);
          expect(ranges.some((range) => range.startsWith('U+102-103'))).toBe(true);
          expect(ranges.some((range) => range.includes('U+400-45F'))).toBe(true);
        }
      },
      { timeout: 5000 },
    );
    const fetched = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2(\?|$)/.test(name));
    expect(fetched.every((name) => /(inter|lora)-(latin|romanian|cyrillic)-wght-normal/.test(name))).toBe(true);
    const body = getComputedStyle(canvasElement.querySelector('p')!).fontFamily;
    expect(body).toMatch(/^Inter, "Inter Fallback"/);
  },
};
