// Draws each product as a flat SVG illustration (our own work, CC0): a plate or board seen from above,
// with rolls, noodles, soup, salad, desserts or a drink. Colours come from the product's ingredients
// (its slug) and a per-product seed, so every picture is different but the menu looks of a piece.
import type { Illustration } from '../db/seed/catalog';

const W = 400;
const H = 300;

/** A small deterministic PRNG seeded from the slug. */
function seeded(slug: string) {
  let h = 2166136261;
  for (const ch of slug) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** Filling, broth and drink colours by ingredient words in the (Romanian) slug. */
const COLOURS: [RegExp, string][] = [
  [/somon|philadelphia|alaska|bonito/, '#f2875e'],
  [/ton|tuna/, '#c7434f'],
  [/anghila|unagi|dragon-verde|canada/, '#8a5431'],
  [/crab|california/, '#e8604f'],
  [/crevete|ebi|tempura|pad-thai/, '#f0a35e'],
  [/avocado|vegetarian|legume|castravete|chuka|sunomono|tofu/, '#8cc063'],
  [/pui|chicken|crispy/, '#e7b46a'],
  [/vita|porc|gyoza/, '#9b5a3c'],
  [/mango|fructul/, '#f7b733'],
  [/matcha|mojito|verde/, '#9ccc65'],
  [/capsuni|dragon-rosu|picant|spicy/, '#e64a5a'],
  [/ciocolata|dorayaki/, '#7b4b32'],
  [/portocale|piersici|ghimbir/, '#f39c34'],
  [/apa/, '#bfe3f5'],
  [/miso|udon|ramen|tom-kha/, '#e9c98f'],
  [/tom-yum/, '#e8703a'],
  [/tamago|cheddar|cheesecake/, '#f4d35e'],
];

const colourFor = (slug: string, fallback: string) => COLOURS.find(([re]) => re.test(slug))?.[1] ?? fallback;
const BACKGROUNDS = ['#f6efe6', '#eef3ea', '#f3ecf3', '#eaf1f5', '#f7f1e1', '#f1ebe4'];

const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${bg}"/></radialGradient>` +
  `<radialGradient id="shine" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

const plate = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx}" ry="${ry}" fill="#000" opacity=".08"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fdfdfb" stroke="#e4e0d8" stroke-width="3"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.78}" ry="${ry * 0.78}" fill="none" stroke="#eeeae2" stroke-width="2"/>`;

const board = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x + 4}" y="${y + 10}" width="${w}" height="${h}" rx="14" fill="#000" opacity=".08"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#c9925c"/>` +
  `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="10" fill="#d9a672"/>` +
  Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M${x + 14} ${y + 20 + i * (h / 4)} q${w / 2} 6 ${w - 28} 0" stroke="#c58f5b" stroke-width="2" fill="none" opacity=".6"/>`,
  ).join('');

/** One roll piece seen from above: nori, rice, and the filling. */
function rollPiece(cx: number, cy: number, r: number, filling: string, rnd: () => number, topping?: string) {
  const seeds = Array.from({ length: 6 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = r * (0.55 + rnd() * 0.3);
    return `<ellipse cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" rx="1.6" ry="1" fill="#f3e3bd"/>`;
  }).join('');
  const inner = [0, 1, 2]
    .map((i) => {
      const a = (i / 3) * Math.PI * 2 + rnd();
      return `<circle cx="${(cx + Math.cos(a) * r * 0.18).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 0.18).toFixed(1)}" r="${(r * 0.26).toFixed(1)}" fill="${i === 1 ? '#fff4dc' : filling}"/>`;
    })
    .join('');
  return (
    `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#000" opacity=".1"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f3b2c"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="#fbfaf5"/>` +
    inner +
    seeds +
    (topping
      ? `<path d="M${cx - r * 0.9} ${cy - r * 0.2} a${r * 0.9} ${r * 0.9} 0 0 1 ${r * 1.8} 0 z" fill="${topping}" opacity=".9"/>`
      : '') +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#shine)"/>`
  );
}

const chopsticks = (x: number, y: number) =>
  `<g transform="rotate(-28 ${x} ${y})"><rect x="${x}" y="${y}" width="150" height="6" rx="3" fill="#b07a4a"/><rect x="${x}" y="${y + 12}" width="150" height="6" rx="3" fill="#9c6a3e"/></g>`;

const garnish = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="16" ry="11" fill="#f6b8a8"/><ellipse cx="${x + 8}" cy="${y - 3}" rx="9" ry="6" fill="#f9cbbd"/>` +
  `<path d="M${x + 22} ${y + 10} q10 -14 22 -2 q-8 10 -22 2z" fill="#9ccc4f"/>`;

function drawRoll(slug: string, rnd: () => number) {
  const filling = colourFor(slug, '#f2875e');
  const topping = /copt|cheddar|dragon|canada|alaska|bonito/.test(slug)
    ? colourFor(slug.replace(/copt|cheddar/, 'tamago'), filling)
    : undefined;
  const pieces = [
    [150, 135],
    [215, 120],
    [270, 160],
    [190, 190],
  ];
  return (
    plate(200, 155, 150, 115) +
    pieces.map(([x = 0, y = 0]) => rollPiece(x, y, 36, filling, rnd, topping)).join('') +
    garnish(295, 95) +
    chopsticks(70, 250)
  );
}

function drawSet(slug: string, rnd: () => number) {
  const palette = ['#f2875e', '#8cc063', '#e8604f', '#8a5431', '#f0a35e', '#c7434f', '#f4d35e'];
  const start = Math.floor(rnd() * palette.length);
  let body = board(30, 45, 340, 210);
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const colour = palette[(start + row * 2 + (col >> 1)) % palette.length] ?? '#f2875e';
      body += rollPiece(
        78 + col * 61,
        95 + row * 58,
        26,
        colour,
        rnd,
        /picant|dragon/.test(slug) && row === 0 ? '#e64a5a' : undefined,
      );
    }
  }
  return body + garnish(335, 228);
}

function drawMaki(slug: string, rnd: () => number) {
  const filling = colourFor(slug, '#f2875e');
  let body = plate(200, 155, 160, 105);
  for (let i = 0; i < 6; i++) body += rollPiece(115 + (i % 3) * 85, 120 + Math.floor(i / 3) * 72, 28, filling, rnd);
  return body + chopsticks(80, 262);
}

function bowl(cx: number, cy: number, r: number, inside: string, contents: string) {
  return (
    `<circle cx="${cx + 5}" cy="${cy + 10}" r="${r}" fill="#000" opacity=".1"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2b2b2e"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${inside}"/>` +
    contents +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="url(#shine)"/>`
  );
}

function drawWok(slug: string, rnd: () => number) {
  const base = /orez/.test(slug) ? '#f4ecd6' : '#e9c27a';
  let noodles = '';
  for (let i = 0; i < 14; i++) {
    const y = 105 + i * 7 + rnd() * 4;
    noodles += `<path d="M${120 + rnd() * 20} ${y.toFixed(1)} q20 ${-10 + rnd() * 20} 40 0 t40 0 t40 0 t40 0" stroke="${/orez/.test(slug) ? '#fffaf0' : '#f3d493'}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  const bits = ['#e64a5a', '#8cc063', '#f39c34', colourFor(slug, '#e7b46a'), colourFor(slug, '#e7b46a')];
  for (let i = 0; i < 16; i++) {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * 75;
    noodles += `<rect x="${(200 + Math.cos(a) * d).toFixed(1)}" y="${(150 + Math.sin(a) * d).toFixed(1)}" width="${10 + rnd() * 10}" height="${7 + rnd() * 6}" rx="3" fill="${bits[i % bits.length]}" transform="rotate(${Math.round(rnd() * 90)} ${200 + Math.cos(a) * d} ${150 + Math.sin(a) * d})"/>`;
  }
  noodles += Array.from(
    { length: 12 },
    () => `<circle cx="${(150 + rnd() * 100).toFixed(1)}" cy="${(110 + rnd() * 80).toFixed(1)}" r="1.8" fill="#fff"/>`,
  ).join('');
  return bowl(200, 150, 115, base, noodles) + chopsticks(250, 255);
}

function drawSoup(slug: string, rnd: () => number) {
  const broth = colourFor(slug, '#e9c98f');
  let contents = '';
  for (let i = 0; i < 7; i++) {
    contents += `<rect x="${(150 + rnd() * 90).toFixed(1)}" y="${(110 + rnd() * 80).toFixed(1)}" width="14" height="14" rx="2" fill="#fdf8ec" opacity=".95"/>`;
  }
  for (let i = 0; i < 14; i++) {
    contents += `<circle cx="${(140 + rnd() * 120).toFixed(1)}" cy="${(100 + rnd() * 100).toFixed(1)}" r="4" fill="none" stroke="#6fae3f" stroke-width="2.5"/>`;
  }
  if (/ramen|tom/.test(slug))
    contents += `<ellipse cx="235" cy="125" rx="22" ry="17" fill="#fff"/><circle cx="235" cy="125" r="10" fill="#f6b73c"/>`;
  if (/somon|crevete/.test(slug))
    contents += `<ellipse cx="170" cy="170" rx="22" ry="10" fill="#f2875e" transform="rotate(-20 170 170)"/>`;
  return (
    bowl(200, 150, 115, broth, contents) +
    `<ellipse cx="350" cy="235" rx="28" ry="12" fill="#e9e4da" transform="rotate(-35 350 235)"/>`
  );
}

function drawSalad(slug: string, rnd: () => number) {
  let leaves = '';
  for (let i = 0; i < 22; i++) {
    const x = 130 + rnd() * 140;
    const y = 95 + rnd() * 110;
    leaves += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${14 + rnd() * 10}" ry="${7 + rnd() * 5}" fill="${['#7cb342', '#9ccc65', '#558b2f', '#aed581'][i % 4]}" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`;
  }
  const accent = colourFor(slug, '#e64a5a');
  for (let i = 0; i < 7; i++)
    leaves += `<circle cx="${(140 + rnd() * 120).toFixed(1)}" cy="${(105 + rnd() * 90).toFixed(1)}" r="9" fill="${i % 2 ? '#e64a5a' : accent}"/>`;
  leaves += Array.from(
    { length: 18 },
    () =>
      `<ellipse cx="${(140 + rnd() * 120).toFixed(1)}" cy="${(100 + rnd() * 100).toFixed(1)}" rx="1.8" ry="1.1" fill="#f7ecd0"/>`,
  ).join('');
  return bowl(200, 150, 115, '#f7f5ef', leaves);
}

function drawDessert(slug: string, rnd: () => number) {
  const colour = colourFor(slug, '#f6c1cc');
  let body = plate(200, 160, 150, 105);
  if (/mochi/.test(slug)) {
    for (const [x, y] of [
      [160, 150],
      [240, 150],
      [200, 195],
    ]) {
      body += `<circle cx="${x}" cy="${(y ?? 0) + 5}" r="36" fill="#000" opacity=".08"/><circle cx="${x}" cy="${y}" r="36" fill="${colour}"/><circle cx="${x}" cy="${y}" r="36" fill="url(#shine)"/><circle cx="${x}" cy="${y}" r="36" fill="#fff" opacity=".25"/>`;
    }
  } else {
    body +=
      `<path d="M120 200 L280 200 L260 110 Z" fill="#000" opacity=".08"/><path d="M115 190 L275 190 L255 100 Z" fill="#f4e2c3"/>` +
      `<path d="M115 190 L275 190 L268 160 L122 160 Z" fill="${colour}"/><path d="M122 160 L268 160 L262 132 L128 132 Z" fill="#fffaf0"/>` +
      `<circle cx="240" cy="112" r="11" fill="${/capsuni|cheesecake/.test(slug) ? '#e64a5a' : '#6d3f28'}"/>`;
  }
  return (
    body +
    `<path d="M300 90 q15 -20 30 0" stroke="#9ccc65" stroke-width="4" fill="none"/>` +
    Array.from(
      { length: 5 },
      () =>
        `<circle cx="${(100 + rnd() * 200).toFixed(1)}" cy="${(220 + rnd() * 20).toFixed(1)}" r="2" fill="${colour}"/>`,
    ).join('')
  );
}

function drawDrink(slug: string, rnd: () => number) {
  const liquid = colourFor(slug, '#f7b733');
  const ice = /apa|ceai-verde|ceai-cu/.test(slug)
    ? ''
    : Array.from(
        { length: 3 },
        (_, i) =>
          `<rect x="${175 + i * 18}" y="${120 + rnd() * 30}" width="22" height="22" rx="4" fill="#fff" opacity=".55" transform="rotate(${Math.round(rnd() * 40)} ${185 + i * 18} 135)"/>`,
      ).join('');
  return (
    `<ellipse cx="205" cy="262" rx="70" ry="12" fill="#000" opacity=".1"/>` +
    `<path d="M140 60 L260 60 L245 255 L155 255 Z" fill="#ffffff" opacity=".6" stroke="#d7dde3" stroke-width="3"/>` +
    `<path d="M147 100 L253 100 L244 250 L156 250 Z" fill="${liquid}" opacity=".85"/>` +
    ice +
    `<rect x="222" y="25" width="9" height="150" rx="4" fill="#e64a5a" transform="rotate(14 226 100)"/>` +
    (/limonada|mojito|ghimbir|piersici/.test(slug)
      ? `<circle cx="262" cy="70" r="26" fill="#d4e157"/><circle cx="262" cy="70" r="20" fill="#f0f4c3"/>`
      : '') +
    `<path d="M150 70 L165 240" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>`
  );
}

const DRAW: Record<Illustration, (slug: string, rnd: () => number) => string> = {
  roll: drawRoll,
  set: drawSet,
  maki: drawMaki,
  wok: drawWok,
  soup: drawSoup,
  salad: drawSalad,
  dessert: drawDessert,
  drink: drawDrink,
};

export function productSvg(slug: string, illustration: Illustration): string {
  const rnd = seeded(slug);
  const bg = BACKGROUNDS[Math.floor(rnd() * BACKGROUNDS.length)] ?? '#f6efe6';
  return frame(bg, DRAW[illustration](slug, rnd));
}
