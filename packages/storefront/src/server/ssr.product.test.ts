/**
 * Server rendering of what the back office now manages (issue 15), against the real API on PGlite: a
 * dish's allergens and nutrition on its page, the menu filtered by allergens from the URL, a renamed dish's
 * old address answered with a 301 to the current one in the same language, and a promotion's dishes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardNames, mainOf, SITE, ssrAppPerFile } from '../testing/ssrApp';

const { current, get } = ssrAppPerFile();

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the product page’s allergens and nutrition', () => {
  it('lists the allergens by name under their heading and the nutrition per 100 g, in the page’s language', async () => {
    const response = await get('/en/product/california-cu-crab');
    expect(response.status).toBe(200);
    const main = mainOf(await response.text());
    // A list named by its heading, one item per allergen, in the Regulation's order.
    const headingId = /<h2 id="([^"]+)"[^>]*>Allergens<\/h2>/.exec(main)?.[1];
    expect(headingId).toBeDefined();
    const list = new RegExp(`<ul[^>]*aria-labelledby="${headingId}"[^>]*>(.*?)</ul>`).exec(main)?.[1] ?? '';
    expect([...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]!).trim())).toEqual([
      'Gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Mustard',
    ]);
    // The nutrition: a table whose rows are named, the energy in kJ and kcal.
    expect(main).toMatch(/<h2[^>]*>Nutrition per 100 g<\/h2>/);
    const table = textOf(/<table[^>]*>(.*?)<\/table>/.exec(main)?.[1] ?? '');
    expect(table).toMatch(/Energy \d+ kJ \/ 143 kcal Fat 4\.9 g Carbohydrates 21\.2 g Protein 3\.4 g/);
  });

  it('formats the numbers for the locale and says 100 ml for a soup', async () => {
    const main = mainOf(await (await get('/ru/product/supa-miso')).text());
    expect(main).toContain('Аллергены');
    expect(textOf(main)).toContain('Рыба');
    expect(textOf(main)).toContain('Соя');
    expect(main).toMatch(/<h2[^>]*>Пищевая ценность на 100 мл<\/h2>/);
    // A decimal comma in Russian.
    expect(textOf(main)).toMatch(/Белки 1,7 г/);
  });

  it('says no allergens are listed, in those words, when the restaurant listed none', async () => {
    const main = textOf(mainOf(await (await get('/en/product/apa-plata')).text()));
    expect(main).toContain('The restaurant lists no allergens for this dish.');
  });
});

describe('the menu without some allergens', () => {
  it('renders on the server without the dishes that list them, from the URL', async () => {
    const all = cardNames(await (await get('/en/menu')).text());
    const withoutFish = cardNames(await (await get('/en/menu?without=fish')).text());
    expect(all).toContain('Classic Philadelphia');
    expect(all).toContain('Vegetable futomaki');
    expect(withoutFish).not.toContain('Classic Philadelphia');
    expect(withoutFish).not.toContain('Miso soup');
    expect(withoutFish).toContain('Vegetable futomaki');
    expect(withoutFish.length).toBeLessThan(all.length);
    // Unknown codes are ignored: the whole menu.
    expect(cardNames(await (await get('/en/menu?without=pineapple')).text())).toEqual(all);
  });
});

describe('a renamed dish', () => {
  beforeAll(async () => {
    // Unagi was once sold as "unagi-clasic": the back office keeps that slug when a dish is renamed.
    await current().api.addEarlierSlug('unagi-clasic', 'unagi');
  });

  it('answers its old address with a permanent redirect to the current one, in the same language, with the query', async () => {
    const ru = await get('/ru/product/unagi-clasic?utm_source=fb&referral=R1');
    expect(ru.status).toBe(301);
    expect(ru.headers.get('location')).toBe('/ru/product/unagi?utm_source=fb&referral=R1');
    const ro = await get('/product/unagi-clasic');
    expect(ro.status).toBe(301);
    expect(ro.headers.get('location')).toBe('/product/unagi');
    // A slug that never was one is still a 404.
    expect((await get('/en/product/unagi-vechi')).status).toBe(404);
  });

  it('renders the current address, and its canonical link names it', async () => {
    const response = await get('/en/product/unagi');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(mainOf(html)).toMatch(/<h1[^>]*>Unagi<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/en/product/unagi"`);
  });
});

describe('a promotion’s dishes', () => {
  beforeAll(async () => {
    await current().api.setPromotionDishes('livrare-gratuita', ['set-party', 'set-familial', 'philadelphia-clasic']);
  });

  it('lists them as product cards under their heading, in the promotion’s order, under its drawn banner', async () => {
    const response = await get('/en/promotions/livrare-gratuita');
    expect(response.status).toBe(200);
    const main = mainOf(await response.text());
    expect(main).toMatch(/<h2 id="promotion-dishes"[^>]*>Dishes in this promotion<\/h2>/);
    expect(cardNames(main)).toEqual(['Party set', 'Family set', 'Classic Philadelphia']);
    // No picture was uploaded: the banner is drawn.
    expect(main).toMatch(/<img[^>]*src="data:image\/svg\+xml/);
  });

  it('shows no such section for a promotion about no dish in particular', async () => {
    const main = mainOf(await (await get('/en/promotions/bonusuri-la-fiecare-comanda')).text());
    expect(main).not.toContain('promotion-dishes');
    expect(cardNames(main)).toEqual([]);
  });
});
