/**
 * Story fixtures: products with small illustrations drawn as inline SVG data URIs, so stories and
 * their tests never touch the network. Colours are written as hsl(): these are pictures, not theme.
 */
import type { ProductTag } from '../Badge/ProductBadge';
import type { ProductCardImage, ProductWeight } from './ProductCard.types';

type Dish = 'roll' | 'nigiri' | 'set' | 'soup' | 'drink' | 'dessert';

const rice = 'hsl(40, 40%, 97%)';
const nori = 'hsl(150, 25%, 14%)';
const salmon = 'hsl(14, 90%, 64%)';
const avocado = 'hsl(85, 45%, 48%)';

function makiTop(cx: number, cy: number, r: number, filling: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${nori}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${rice}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.34}" fill="${filling}"/>`,
    `<circle cx="${cx + r * 0.2}" cy="${cy - r * 0.15}" r="${r * 0.16}" fill="${avocado}"/>`,
  ].join('');
}

function nigiri(x: number, y: number): string {
  return [
    `<ellipse cx="${x}" cy="${y + 26}" rx="96" ry="46" fill="${rice}" stroke="hsl(40, 20%, 85%)" stroke-width="4"/>`,
    `<path d="M${x - 110} ${y + 4} Q${x} ${y - 60} ${x + 110} ${y + 4} Q${x} ${y + 30} ${x - 110} ${y + 4}Z" fill="${salmon}"/>`,
    `<path d="M${x - 60} ${y - 14} Q${x - 40} ${y - 4} ${x - 20} ${y - 24} M${x} ${y - 20} Q${x + 20} ${y - 10} ${x + 40} ${y - 28}" stroke="hsl(20, 100%, 88%)" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

const scenes: Record<Dish, (hue: number) => string> = {
  roll: (hue) =>
    makiTop(210, 250, 110, salmon) + makiTop(400, 250, 110, `hsl(${hue}, 70%, 60%)`) + makiTop(305, 420, 110, salmon),
  nigiri: () => nigiri(300, 220) + nigiri(300, 390),
  set: (hue) =>
    `<rect x="70" y="110" width="460" height="380" rx="40" fill="hsl(30, 45%, 55%)"/>` +
    [150, 250, 350, 450]
      .flatMap((cx, i) => [
        makiTop(cx, 210, 46, i % 2 ? salmon : `hsl(${hue}, 70%, 60%)`),
        makiTop(cx, 310, 46, salmon),
      ])
      .join('') +
    nigiri(300, 400).replace(/rx="96"/, 'rx="80"'),
  soup: (hue) =>
    `<ellipse cx="300" cy="280" rx="220" ry="70" fill="hsl(${hue}, 30%, 30%)"/>` +
    `<ellipse cx="300" cy="282" rx="196" ry="54" fill="hsl(35, 70%, 62%)"/>` +
    `<path d="M80 280 Q300 620 520 280Z" fill="hsl(${hue}, 30%, 30%)"/>` +
    `<circle cx="240" cy="275" r="22" fill="${avocado}"/><circle cx="330" cy="268" r="18" fill="${rice}"/>` +
    `<rect x="360" y="262" width="60" height="16" rx="8" fill="${salmon}"/>`,
  drink: (hue) =>
    `<path d="M210 140 L390 140 L365 470 Q300 490 235 470Z" fill="hsl(${hue}, 60%, 80%)" stroke="hsl(${hue}, 30%, 40%)" stroke-width="8"/>` +
    `<path d="M222 230 L378 230 L365 460 Q300 478 235 460Z" fill="hsl(${hue}, 70%, 55%)"/>` +
    `<rect x="320" y="90" width="14" height="220" rx="7" fill="hsl(0, 0%, 98%)" transform="rotate(12 327 200)"/>`,
  dessert: (hue) =>
    [
      [220, 330],
      [380, 330],
      [300, 230],
    ]
      .map(
        ([cx, cy], i) =>
          `<circle cx="${cx}" cy="${cy}" r="90" fill="hsl(${hue + i * 40}, 60%, ${78 - i * 6}%)"/>` +
          `<ellipse cx="${cx! - 30}" cy="${cy! - 35}" rx="26" ry="14" fill="hsl(0, 0%, 100%)" opacity="0.6"/>`,
      )
      .join(''),
};

/** A square (or 4:3) illustration of a dish as a data URI, with the width and height the card needs. */
export function dishImage(dish: Dish, hue: number, ratio: '1:1' | '4:3' = '1:1'): ProductCardImage {
  const height = ratio === '1:1' ? 600 : 450;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${(600 - height) / 2} 600 ${height}" width="600" height="${height}">` +
    `<rect x="0" y="0" width="600" height="600" fill="hsl(${hue}, 55%, 92%)"/>` +
    `<ellipse cx="300" cy="330" rx="270" ry="230" fill="hsl(0, 0%, 100%)" opacity="0.7"/>` +
    scenes[dish](hue) +
    `</svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 600, height };
}

export interface ProductFixture {
  id: string;
  name: string;
  description?: string;
  weight: ProductWeight;
  price: number;
  oldPrice?: number;
  tags?: ProductTag[];
  image: ProductCardImage;
}

export const products: ProductFixture[] = [
  {
    id: 'philadelphia',
    name: 'Philadelphia',
    description: 'Salmon, cream cheese, cucumber and avocado wrapped in rice and nori.',
    weight: { value: 260, unit: 'g' },
    price: 139,
    tags: ['hit'],
    image: dishImage('roll', 20),
  },
  {
    id: 'california',
    name: 'California',
    description: 'Crab, avocado, cucumber and tobiko.',
    weight: { value: 8, unit: 'pcs' },
    price: 119,
    oldPrice: 149,
    tags: ['discount'],
    image: dishImage('roll', 200),
  },
  {
    id: 'sake-nigiri',
    name: 'Sake nigiri',
    description: 'Two pieces of hand-pressed rice with fresh salmon.',
    weight: { value: 2, unit: 'pcs' },
    price: 59,
    tags: ['new'],
    image: dishImage('nigiri', 30),
  },
  {
    id: 'dragon-set',
    name: 'Dragon set for a family evening with friends',
    description: 'Thirty-two pieces: Philadelphia, California, spicy tuna and kappa maki, with ginger and wasabi.',
    weight: { value: 1240, unit: 'g' },
    price: 589,
    oldPrice: 690,
    tags: ['discount', 'hit'],
    image: dishImage('set', 340),
  },
  {
    id: 'tom-yum',
    name: 'Tom yum',
    description: 'Hot and sour soup with shrimp, mushrooms and coconut milk.',
    weight: { value: 400, unit: 'ml' },
    price: 99,
    tags: ['spicy'],
    image: dishImage('soup', 10),
  },
  {
    id: 'kappa-maki',
    name: 'Kappa maki',
    description: 'Cucumber and sesame.',
    weight: { value: 180, unit: 'g' },
    price: 49,
    tags: ['vegetarian'],
    image: dishImage('roll', 110),
  },
  {
    id: 'matcha-lemonade',
    name: 'Matcha lemonade',
    weight: { value: 500, unit: 'ml' },
    price: 45,
    image: dishImage('drink', 95),
  },
  {
    id: 'mochi',
    name: 'Mochi trio',
    description: 'Strawberry, mango and matcha.',
    weight: { value: 3, unit: 'pcs' },
    price: 75,
    tags: ['new', 'vegetarian'],
    image: dishImage('dessert', 330),
  },
];

/**
 * Real names from the demo menu (packages/api/src/db/seed/catalog.ts) with the longest words of each
 * language: "Вегетаріанський" and "Свіжовичавлений" are the longest, "Філадельфія класик" the reported one.
 */
export const longestNames: Record<'ro' | 'ru' | 'en' | 'uk', string[]> = {
  ro: [
    'Philadelphia clasic',
    'Limonadă cu fructul pasiunii',
    'Rulou vegetarian cu avocado',
    'Salată picantă cu crevete',
  ],
  ru: [
    'Вегетарианский ролл с авокадо',
    'Свежевыжатый апельсиновый сок',
    'Безалкогольный мохито',
    'Негазированная вода',
  ],
  en: ['Classic Philadelphia', 'Alcohol-free mojito', 'Teriyaki chicken with rice', 'Passion fruit lemonade'],
  uk: [
    'Філадельфія класик',
    'Вегетаріанський рол з авокадо',
    'Свіжовичавлений апельсиновий сік',
    'Безалкогольний мохіто',
  ],
};
