/**
 * Server rendering of the browsing pages against the real API on PGlite: the product page with its
 * JSON-LD and head, 404s for unknown slugs, a filtered menu from the URL query, category redirects,
 * promotions and the information pages in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { cardNames, mainOf, SITE, ssrAppPerFile } from '../testing/ssrApp';

const { get } = ssrAppPerFile();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('product page', () => {
  it('renders the product with its title, description, photo and JSON-LD', async () => {
    const response = await get('/en/product/philadelphia-clasic');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Classic Philadelphia — Nori Sushi');
    expect(html).toMatch(/<meta name="description" content="Salmon, cream cheese[^"]*">/);
    expect(mainOf(html)).toMatch(/<h1[^>]*>Classic Philadelphia<\/h1>/);

    // The photo: sized, with the API's variants, loaded first (not lazy).
    const img = /<img[^>]*philadelphia-clasic-[0-9a-f]{10}-640\.webp[^>]*>/.exec(mainOf(html))?.[0] ?? '';
    expect(img).toMatch(/srcSet="[^"]*-320\.webp 320w[^"]*-960\.webp 960w"/i);
    expect(img).toMatch(/width="640"/);
    expect(img).toMatch(/height="480"/);
    expect(img).not.toMatch(/loading="lazy"/);

    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    const data = JSON.parse(block!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Classic Philadelphia',
      sku: 'philadelphia-clasic',
      url: `${SITE}/en/product/philadelphia-clasic`,
      category: 'Rolls',
    });
    expect(data.offers).toMatchObject({
      priceCurrency: 'MDL',
      price: '139.00',
      availability: 'https://schema.org/InStock',
    });
  });

  it('lists the modifiers with their prices and related dishes of the category', async () => {
    const html = mainOf(await (await get('/ru/product/philadelphia-clasic')).text());
    expect(html).toContain('Васаби');
    expect(html).toContain('Палочки');
    expect(html).toMatch(/Вам может понравиться/);
    expect(cardNames(html).length).toBeGreaterThan(0);
    expect(cardNames(html)).not.toContain('Филадельфия классик');
  });

  it('answers an unknown or malformed slug with 404', async () => {
    const unknown = await get('/product/nu-exista');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Pagina nu a fost găsită');
    expect((await get('/en/product/NOT_A_SLUG')).status).toBe(404);
  });
});

describe('menu', () => {
  it('renders every category with its products', async () => {
    const html = await (await get('/en/menu')).text();
    expect(titleOf(html)).toBe('Menu — Nori Sushi');
    for (const category of ['Rolls', 'Sets', 'Soups', 'Drinks'])
      expect(mainOf(html)).toContain(`>${category}</a></h2>`);
    expect(cardNames(html).length).toBeGreaterThanOrEqual(80);
  });

  it('applies the filters and sort of the URL query on the server', async () => {
    const html = await (await get('/en/menu?tags=spicy&sort=price-asc')).text();
    const names = cardNames(html);
    expect(names).toContain('Spicy tuna');
    expect(names).not.toContain('Classic Philadelphia');
    expect(mainOf(html)).toMatch(/\d+ dishes/);
    // Sorted by price inside each category: Rolls' spicy dishes cheapest first.
    const rolls = names.filter((name) => ['Red dragon', 'Spicy baked salmon roll', 'Spicy tuna'].includes(name!));
    expect(rolls).toEqual(['Spicy baked salmon roll', 'Spicy tuna', 'Red dragon']);
  });

  it('searches names and descriptions, without diacritics', async () => {
    const names = cardNames(await (await get('/menu?q=salata%20chuka')).text());
    expect(names).toEqual(['Salată chuka']);
  });

  it('says so when nothing matches', async () => {
    const html = mainOf(await (await get('/en/menu?q=pizza')).text());
    expect(html).toContain('Nothing matches');
    expect(cardNames(html)).toEqual([]);
  });
});

describe('category pages', () => {
  it('shows one category under its own title', async () => {
    const response = await get('/en/menu/supe');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Soups — Nori Sushi');
    expect(mainOf(html)).toMatch(/<h1[^>]*>Soups<\/h1>/);
    expect(cardNames(html)).toContain('Miso soup');
    expect(cardNames(html)).not.toContain('Classic Philadelphia');
  });

  it('sends a product slug to the product page (301) and answers anything else with 404', async () => {
    const product = await get('/ru/menu/philadelphia-clasic');
    expect(product.status).toBe(301);
    expect(product.headers.get('location')).toBe('/ru/product/philadelphia-clasic');
    expect((await get('/menu/nimic')).status).toBe(404);
  });
});

describe('home, promotions and information pages', () => {
  it('shows promotions, categories and bestsellers on the home page', async () => {
    const html = mainOf(await (await get('/ru')).text());
    expect(html).toContain('Акции');
    expect(html).toContain('Бесплатная доставка от 500 MDL');
    expect(html).toContain('href="/ru/menu/rulouri"');
    expect(cardNames(html)).toContain('Филадельфия классик');
  });

  it('renders a promotion, and 404 for an unknown one', async () => {
    const response = await get('/en/promotions/livrare-gratuita');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Free delivery over 500 MDL — Nori Sushi');
    expect(mainOf(html)).toContain('Running now');
    expect((await get('/en/promotions/nothing-here')).status).toBe(404);
    expect(mainOf(await (await get('/uk/promotions')).text())).toContain('href="/uk/promotions/livrare-gratuita"');
  });

  it('lists restaurants with hours in the page language on the contacts page', async () => {
    const html = mainOf(await (await get('/en/contacts')).text());
    expect(html).toContain('47 Dacia Blvd, Chișinău');
    expect(html).toContain('href="tel:+37322560047"');
    expect(html).toMatch(/Mon–Thu[\s\S]*10:00\s?AM–10:00\s?PM/);
    expect(html).toContain('comenzi@nori.example');
  });

  it('lists delivery areas with fee, minimum and free threshold on the delivery page', async () => {
    const html = mainOf(await (await get('/ru/delivery')).text());
    expect(html).toContain('Чеканы');
    expect(html).toContain('Минимальный заказ');
    expect(html).toMatch(/около 60\s?мин/);
    expect(html).toContain('Картой онлайн');
  });
});

describe('the announcement (alert_message, spec §3)', () => {
  it.each([
    ['/', 'Anunț', 'Livrăm zilnic între 10:00 și 23:00.'],
    ['/ru/menu', 'Объявление', 'Доставляем ежедневно с 10:00 до 23:00.'],
    ['/en/checkout', 'Announcement', 'We deliver every day from 10:00 to 23:00.'],
    ['/uk/product/nu-exista', 'Оголошення', 'Доставляємо щодня з 10:00 до 23:00.'],
  ])('is rendered on %s, before the header, in the page’s language', async (path, label, text) => {
    const html = await (await get(path)).text();
    const body = html.slice(html.indexOf('<div id="root">'));
    const region = new RegExp(
      `<div[^>]*role="region"[^>]*aria-label="${label}"[^>]*>[\\s\\S]*?${text.replace(/[.]/g, '\\.')}`,
    );
    expect(body).toMatch(region);
    expect(body.search(region)).toBeLessThan(body.indexOf('<header'));
  });
});
