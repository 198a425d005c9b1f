// @vitest-environment happy-dom
/**
 * A promotion's picture: the restaurant's own upload when there is one (its AVIF first on the promotion
 * page), else the banner drawn in the brand's colours — on the cards and on the promotion page alike.
 */
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Promotion } from '../../api/types';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { PromotionDetails } from './PromotionDetails';
import { PromotionList } from './PromotionList';

afterEach(cleanup);

const base: Promotion = {
  id: 3,
  slug: 'set-party',
  title: 'Party set −20%',
  description: 'Every Friday.',
  starts_at: '2026-01-01',
  ends_at: null,
  is_active: true,
  image: null,
  product_ids: [],
};

const uploaded: Promotion['image'] = {
  url: 'https://api.test/images/ab12-640.webp',
  width: 640,
  height: 480,
  alt: 'A party set on a wooden board',
  srcset: 'https://api.test/images/ab12-320.webp 320w, https://api.test/images/ab12-640.webp 640w',
  variants: [],
  sources: [{ type: 'image/avif', srcset: 'https://api.test/images/ab12-320.avif 320w' }],
};

// The promotions' pages speak the `promotions` message group.
const render = (ui: React.ReactNode) =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, {
    stores: createTestStores({ locale: 'en' }).stores,
    messages: ['promotions'],
  });

describe('promotion pictures', () => {
  it('cards show the uploaded picture with its sizes, or the drawn banner', async () => {
    const { container } = await render(
      <PromotionList
        promotions={[
          { ...base, image: uploaded },
          { ...base, id: 4, slug: 'other' },
        ]}
        location="test"
      />,
    );
    const [own, drawn] = [...container.querySelectorAll('img')];
    expect(own?.getAttribute('src')).toBe(uploaded!.url);
    expect(own?.getAttribute('srcset')).toBe(uploaded!.srcset);
    expect(own?.getAttribute('sizes')).toMatch(/33vw/);
    expect(drawn?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('the promotion page puts the AVIF first and describes the picture; the drawn banner stays without one', async () => {
    const withImage = await render(
      <PromotionDetails promotion={{ ...base, image: uploaded }} localeTag="en-US" today="2026-01-15" />,
    );
    const picture = withImage.container.querySelector('picture');
    expect(picture?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(uploaded!.url);
    expect(img?.getAttribute('alt')).toBe(uploaded!.alt);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    cleanup();

    const drawn = await render(<PromotionDetails promotion={base} localeTag="en-US" today="2026-01-15" />);
    expect(drawn.container.querySelector('picture')).toBeNull();
    expect(drawn.container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});
