// Ingredients in the four languages. Product descriptions are their compositions, the way sushi menus
// in Chișinău print them under each dish.
import { sortAllergens, type Allergen, type Nutrition } from '@nori/core/catalog';
import type { Localized } from '../schema';

const i = (ro: string, ru: string, en: string, uk: string): Localized => ({ ro, ru, en, uk });

export const INGREDIENTS = {
  rice: i('orez', 'рис', 'rice', 'рис'),
  nori: i('nori', 'нори', 'nori', 'норі'),
  salmon: i('somon', 'лосось', 'salmon', 'лосось'),
  smokedSalmon: i('somon afumat', 'копчёный лосось', 'smoked salmon', 'копчений лосось'),
  tuna: i('ton', 'тунец', 'tuna', 'тунець'),
  eel: i('anghilă', 'угорь', 'eel', 'вугор'),
  shrimp: i('crevete', 'креветка', 'shrimp', 'креветка'),
  tempuraShrimp: i('crevete tempura', 'креветка темпура', 'tempura shrimp', 'креветка темпура'),
  crab: i('surimi de crab', 'крабовое мясо', 'crab surimi', 'крабове м’ясо'),
  creamCheese: i('cremă de brânză', 'сливочный сыр', 'cream cheese', 'вершковий сир'),
  cucumber: i('castravete', 'огурец', 'cucumber', 'огірок'),
  avocado: i('avocado', 'авокадо', 'avocado', 'авокадо'),
  tobiko: i('icre tobiko', 'икра тобико', 'tobiko roe', 'ікра тобіко'),
  sesame: i('susan', 'кунжут', 'sesame', 'кунжут'),
  unagiSauce: i('sos unagi', 'соус унаги', 'unagi sauce', 'соус унагі'),
  spicySauce: i('sos picant', 'острый соус', 'spicy sauce', 'гострий соус'),
  japMayo: i('maioneză japoneză', 'японский майонез', 'Japanese mayo', 'японський майонез'),
  cheddar: i('cheddar', 'чеддер', 'cheddar', 'чедер'),
  tempuraBatter: i('aluat tempura', 'кляр темпура', 'tempura batter', 'кляр темпура'),
  panko: i('pesmet panko', 'панировка панко', 'panko crumbs', 'панірування панко'),
  greenOnion: i('ceapă verde', 'зелёный лук', 'spring onion', 'зелена цибуля'),
  chicken: i('pui', 'курица', 'chicken', 'курка'),
  beef: i('vită', 'говядина', 'beef', 'яловичина'),
  pork: i('porc', 'свинина', 'pork', 'свинина'),
  tofu: i('tofu', 'тофу', 'tofu', 'тофу'),
  tamago: i('omletă tamago', 'омлет тамаго', 'tamago omelette', 'омлет тамаго'),
  bonito: i('fulgi de bonito', 'стружка тунца бонито', 'bonito flakes', 'стружка тунця боніто'),
  udon: i('tăiței udon', 'лапша удон', 'udon noodles', 'локшина удон'),
  soba: i('tăiței soba', 'лапша соба', 'soba noodles', 'локшина соба'),
  ramenNoodles: i('tăiței ramen', 'лапша рамен', 'ramen noodles', 'локшина рамен'),
  riceNoodles: i('tăiței de orez', 'рисовая лапша', 'rice noodles', 'рисова локшина'),
  egg: i('ou', 'яйцо', 'egg', 'яйце'),
  bellPepper: i('ardei gras', 'болгарский перец', 'bell pepper', 'болгарський перець'),
  carrot: i('morcov', 'морковь', 'carrot', 'морква'),
  zucchini: i('dovlecel', 'кабачок', 'courgette', 'кабачок'),
  mushrooms: i('ciuperci shiitake', 'грибы шиитаке', 'shiitake mushrooms', 'гриби шиїтаке'),
  ginger: i('ghimbir', 'имбирь', 'ginger', 'імбир'),
  soySauce: i('sos de soia', 'соевый соус', 'soy sauce', 'соєвий соус'),
  teriyaki: i('sos teriyaki', 'соус терияки', 'teriyaki sauce', 'соус теріякі'),
  sweetChili: i('sos chili dulce', 'сладкий соус чили', 'sweet chilli sauce', 'солодкий соус чилі'),
  sriracha: i('sos sriracha', 'соус шрирача', 'sriracha', 'соус шрірача'),
  kimchiSauce: i('sos kimchi', 'соус кимчи', 'kimchi sauce', 'соус кімчі'),
  peanuts: i('arahide', 'арахис', 'peanuts', 'арахіс'),
  misoPaste: i('pastă miso', 'паста мисо', 'miso paste', 'паста місо'),
  wakame: i('alge wakame', 'водоросли вакаме', 'wakame seaweed', 'водорості вакаме'),
  dashi: i('bulion dashi', 'бульон даши', 'dashi broth', 'бульйон даші'),
  vegetableBroth: i('bulion de legume', 'овощной бульон', 'vegetable broth', 'овочевий бульйон'),
  coconutMilk: i('lapte de cocos', 'кокосовое молоко', 'coconut milk', 'кокосове молоко'),
  tomYumPaste: i('pastă tom yum', 'паста том ям', 'tom yum paste', 'паста том ям'),
  lemongrass: i('lemongrass', 'лемонграсс', 'lemongrass', 'лемонграс'),
  lime: i('lime', 'лайм', 'lime', 'лайм'),
  lemon: i('lămâie', 'лимон', 'lemon', 'лимон'),
  cilantro: i('coriandru', 'кинза', 'coriander', 'кінза'),
  chiliPepper: i('ardei iute', 'перец чили', 'chilli pepper', 'перець чилі'),
  iceberg: i('salată iceberg', 'салат айсберг', 'iceberg lettuce', 'салат айсберг'),
  mixSalad: i('mix de salate', 'микс салатов', 'mixed leaves', 'мікс салатів'),
  cherryTomatoes: i('roșii cherry', 'помидоры черри', 'cherry tomatoes', 'помідори чері'),
  sesameDressing: i('dressing de susan', 'кунжутная заправка', 'sesame dressing', 'кунжутна заправка'),
  riceVinegar: i('oțet de orez', 'рисовый уксус', 'rice vinegar', 'рисовий оцет'),
  chuka: i('alge chuka', 'водоросли чука', 'chuka seaweed', 'водорості чука'),
  mango: i('mango', 'манго', 'mango', 'манго'),
  strawberry: i('căpșune', 'клубника', 'strawberries', 'полуниця'),
  chocolate: i('ciocolată', 'шоколад', 'chocolate', 'шоколад'),
  matcha: i('ceai matcha', 'чай матча', 'matcha', 'чай матча'),
  mochiDough: i('aluat de orez mochi', 'рисовое тесто моти', 'mochi rice dough', 'рисове тісто моті'),
  vanillaIceCream: i('înghețată de vanilie', 'ванильное мороженое', 'vanilla ice cream', 'ванільне морозиво'),
  cream: i('frișcă', 'сливки', 'whipped cream', 'вершки'),
  biscuit: i('blat de pandișpan', 'бисквит', 'sponge cake', 'бісквіт'),
  mascarpone: i('mascarpone', 'маскарпоне', 'mascarpone', 'маскарпоне'),
  azuki: i(
    'pastă dulce de fasole azuki',
    'сладкая паста из бобов адзуки',
    'sweet azuki bean paste',
    'солодка паста з квасолі адзукі',
  ),
  pancakes: i('clătite pufoase', 'пышные блинчики', 'fluffy pancakes', 'пишні млинці'),
  mint: i('mentă', 'мята', 'mint', 'м’ята'),
  honey: i('miere', 'мёд', 'honey', 'мед'),
  milk: i('lapte', 'молоко', 'milk', 'молоко'),
  sparklingWater: i('apă minerală', 'газированная вода', 'sparkling water', 'газована вода'),
  stillWater: i('apă plată', 'негазированная вода', 'still water', 'негазована вода'),
  caneSyrup: i('sirop de trestie', 'тростниковый сироп', 'cane sugar syrup', 'тростинний сироп'),
  orange: i('portocale', 'апельсин', 'oranges', 'апельсин'),
  passionFruit: i('fructul pasiunii', 'маракуйя', 'passion fruit', 'маракуя'),
  peach: i('piersică', 'персик', 'peach', 'персик'),
  greenTea: i('ceai verde', 'зелёный чай', 'green tea', 'зелений чай'),
  blackTea: i('ceai negru', 'чёрный чай', 'black tea', 'чорний чай'),
  jasmine: i('flori de iasomie', 'цветки жасмина', 'jasmine flowers', 'квіти жасмину'),
} satisfies Record<string, Localized>;

export type Ingredient = keyof typeof INGREDIENTS;

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** "Somon, cremă de brânză, castravete." in each language. */
export function composition(ingredients: readonly Ingredient[]): Localized {
  const join = (lang: keyof Localized) => capitalize(ingredients.map((key) => INGREDIENTS[key][lang]).join(', ')) + '.';
  return { ro: join('ro'), ru: join('ru'), en: join('en'), uk: join('uk') };
}

/**
 * What each ingredient brings to a dish: the EU allergens it holds as Chișinău kitchens buy it (a crab stick
 * is fish with wheat starch, egg white and crab extract; Japanese mayo has mustard; unagi and teriyaki
 * sauces are soy sauce, which is brewed with wheat), its nutrition per 100 g as eaten ([kcal, protein, fat,
 * carbohydrates]; cooked noodles and rice, brewed tea), and `part`, its usual share of a portion against a
 * filling's 1 (a roll is mostly rice, a sauce a spoonful, a soup mostly broth).
 */
type Facts = { allergens?: Allergen[]; per100: [number, number, number, number]; part?: number };

const FACTS: Record<Ingredient, Facts> = {
  rice: { per100: [150, 2.7, 0.3, 33], part: 4 },
  nori: { per100: [35, 5.8, 0.3, 5], part: 0.1 },
  salmon: { allergens: ['fish'], per100: [208, 20, 13, 0] },
  smokedSalmon: { allergens: ['fish'], per100: [117, 18, 4.3, 0] },
  tuna: { allergens: ['fish'], per100: [132, 28, 1.3, 0] },
  eel: { allergens: ['fish'], per100: [236, 23.7, 15, 0] },
  shrimp: { allergens: ['crustaceans'], per100: [99, 24, 0.3, 0.2] },
  tempuraShrimp: { allergens: ['crustaceans', 'gluten', 'eggs'], per100: [230, 14, 12, 17] },
  crab: { allergens: ['fish', 'crustaceans', 'gluten', 'eggs'], per100: [95, 7.6, 0.8, 15] },
  creamCheese: { allergens: ['milk'], per100: [342, 6, 34, 4] },
  cucumber: { per100: [15, 0.7, 0.1, 3.6] },
  avocado: { per100: [160, 2, 15, 9] },
  tobiko: { allergens: ['fish'], per100: [140, 16, 6, 3], part: 0.25 },
  sesame: { allergens: ['sesame'], per100: [573, 17.7, 49.7, 23.5], part: 0.1 },
  unagiSauce: { allergens: ['soybeans', 'gluten'], per100: [200, 2, 0, 48], part: 0.2 },
  spicySauce: { allergens: ['eggs', 'mustard'], per100: [500, 1, 52, 6], part: 0.25 },
  japMayo: { allergens: ['eggs', 'mustard'], per100: [700, 1.5, 75, 2], part: 0.25 },
  cheddar: { allergens: ['milk'], per100: [403, 25, 33, 1.3] },
  tempuraBatter: { allergens: ['gluten', 'eggs'], per100: [390, 6, 25, 38], part: 0.5 },
  panko: { allergens: ['gluten'], per100: [420, 10, 20, 50], part: 0.5 },
  greenOnion: { per100: [32, 1.8, 0.2, 7.3], part: 0.2 },
  chicken: { per100: [165, 31, 3.6, 0] },
  beef: { per100: [250, 26, 15, 0] },
  pork: { per100: [242, 27, 14, 0] },
  tofu: { allergens: ['soybeans'], per100: [76, 8, 4.8, 1.9] },
  tamago: { allergens: ['eggs'], per100: [180, 12, 10, 10] },
  bonito: { allergens: ['fish'], per100: [360, 77, 2.9, 0.4], part: 0.05 },
  udon: { allergens: ['gluten'], per100: [105, 2.6, 0.3, 21.5], part: 3 },
  soba: { allergens: ['gluten'], per100: [99, 5, 0.1, 21], part: 3 },
  ramenNoodles: { allergens: ['gluten', 'eggs'], per100: [138, 4.5, 2, 25], part: 3 },
  riceNoodles: { per100: [108, 1.8, 0.2, 24], part: 3 },
  egg: { allergens: ['eggs'], per100: [155, 13, 11, 1.1], part: 0.5 },
  bellPepper: { per100: [26, 1, 0.3, 6] },
  carrot: { per100: [41, 0.9, 0.2, 9.6] },
  zucchini: { per100: [17, 1.2, 0.3, 3.1] },
  mushrooms: { per100: [34, 2.2, 0.5, 6.8] },
  ginger: { per100: [80, 1.8, 0.8, 18], part: 0.2 },
  soySauce: { allergens: ['soybeans', 'gluten'], per100: [53, 8, 0.6, 5], part: 0.1 },
  teriyaki: { allergens: ['soybeans', 'gluten'], per100: [89, 5.9, 0, 16], part: 0.3 },
  sweetChili: { per100: [220, 0.4, 0.5, 53], part: 0.3 },
  sriracha: { per100: [93, 2, 1, 19], part: 0.1 },
  kimchiSauce: { allergens: ['fish'], per100: [80, 2, 1, 16], part: 0.2 },
  peanuts: { allergens: ['peanuts'], per100: [567, 26, 49, 16], part: 0.15 },
  misoPaste: { allergens: ['soybeans'], per100: [199, 12, 6, 26], part: 0.2 },
  wakame: { per100: [45, 3, 0.6, 9], part: 0.3 },
  dashi: { allergens: ['fish'], per100: [2, 0.3, 0, 0.3], part: 6 },
  vegetableBroth: { allergens: ['celery'], per100: [6, 0.2, 0.1, 1.2], part: 6 },
  coconutMilk: { per100: [197, 2, 21, 2.8], part: 3 },
  tomYumPaste: { allergens: ['crustaceans', 'fish'], per100: [200, 3, 12, 20], part: 0.2 },
  lemongrass: { per100: [99, 1.8, 0.5, 25], part: 0.1 },
  lime: { per100: [30, 0.7, 0.2, 10.5], part: 0.2 },
  lemon: { per100: [29, 1.1, 0.3, 9.3], part: 0.3 },
  cilantro: { per100: [23, 2.1, 0.5, 3.7], part: 0.1 },
  chiliPepper: { per100: [40, 1.9, 0.4, 8.8], part: 0.1 },
  iceberg: { per100: [14, 0.9, 0.1, 3] },
  mixSalad: { per100: [17, 1.4, 0.2, 3.3], part: 2 },
  cherryTomatoes: { per100: [18, 0.9, 0.2, 3.9] },
  sesameDressing: { allergens: ['sesame', 'soybeans', 'gluten'], per100: [430, 3, 42, 14], part: 0.3 },
  riceVinegar: { per100: [18, 0, 0, 0.9], part: 0.2 },
  chuka: { allergens: ['soybeans'], per100: [70, 1, 3, 10], part: 3 },
  mango: { per100: [60, 0.8, 0.4, 15] },
  strawberry: { per100: [32, 0.7, 0.3, 7.7] },
  chocolate: { allergens: ['milk', 'soybeans'], per100: [546, 4.9, 31, 61], part: 0.5 },
  matcha: { per100: [324, 30, 5, 39], part: 0.05 },
  mochiDough: { per100: [230, 4, 0.5, 52], part: 2 },
  vanillaIceCream: { allergens: ['milk', 'eggs'], per100: [207, 3.5, 11, 24], part: 3 },
  cream: { allergens: ['milk'], per100: [257, 3.2, 22, 12.5] },
  biscuit: { allergens: ['gluten', 'eggs', 'milk'], per100: [297, 7, 4.3, 58] },
  mascarpone: { allergens: ['milk'], per100: [429, 4.6, 44, 4.8], part: 2 },
  azuki: { per100: [244, 5, 0.5, 54] },
  pancakes: { allergens: ['gluten', 'eggs', 'milk'], per100: [227, 6.4, 9.7, 28], part: 2 },
  mint: { per100: [44, 3.3, 0.7, 8], part: 0.05 },
  honey: { per100: [304, 0.3, 0, 82], part: 0.1 },
  milk: { allergens: ['milk'], per100: [64, 3.2, 3.6, 4.8], part: 4 },
  sparklingWater: { per100: [0, 0, 0, 0], part: 6 },
  stillWater: { per100: [0, 0, 0, 0], part: 6 },
  caneSyrup: { per100: [270, 0, 0, 70], part: 0.3 },
  orange: { per100: [45, 0.7, 0.2, 10.4] },
  passionFruit: { per100: [97, 2.2, 0.7, 23], part: 0.5 },
  peach: { per100: [39, 0.9, 0.3, 9.5] },
  greenTea: { per100: [1, 0.2, 0, 0.2], part: 6 },
  blackTea: { per100: [1, 0, 0, 0.3], part: 6 },
  jasmine: { per100: [0, 0, 0, 0], part: 0.05 },
};

/** Every allergen of the ingredients, in the Regulation's order. */
export const allergensOf = (ingredients: readonly Ingredient[]): Allergen[] =>
  sortAllergens(ingredients.flatMap((key) => FACTS[key].allergens ?? []));

const tenth = (n: number) => Math.round(n * 10) / 10;

/** Nutrition per 100 g of a dish: its ingredients' values weighted by their usual share of the portion. */
export function nutritionOf(ingredients: readonly Ingredient[]): Nutrition {
  const sums = [0, 0, 0, 0];
  let parts = 0;
  for (const key of ingredients) {
    const { per100, part = 1 } = FACTS[key];
    per100.forEach((value, index) => (sums[index]! += value * part));
    parts += part;
  }
  const [kcal, protein, fat, carbohydrates] = sums.map((sum) => sum / parts) as [number, number, number, number];
  return {
    energy_kcal: Math.round(kcal),
    protein: tenth(protein),
    fat: tenth(fat),
    carbohydrates: tenth(carbohydrates),
  };
}

/** The mean of several dishes' nutrition (a set of rolls, in equal shares). */
export function meanNutrition(list: readonly Nutrition[]): Nutrition {
  const mean = (pick: (n: Nutrition) => number) => list.reduce((sum, n) => sum + pick(n), 0) / list.length;
  return {
    energy_kcal: Math.round(mean((n) => n.energy_kcal)),
    protein: tenth(mean((n) => n.protein)),
    fat: tenth(mean((n) => n.fat)),
    carbohydrates: tenth(mean((n) => n.carbohydrates)),
  };
}
