// The demo menu: 8 categories, 89 products. Prices in MDL; slugs are the Romanian names.
import { sortAllergens, type Allergen, type Illustration, type Nutrition } from '@nori/core/catalog';
import type { Localized } from '../schema';
import { allergensOf, composition, meanNutrition, nutritionOf, type Ingredient } from './ingredients';

export type Tag = 'spicy' | 'vegetarian' | 'new' | 'hit';
// The drawn pictures a category's dishes show until a photo is uploaded (images/draw.ts).
export { ILLUSTRATIONS, type Illustration } from '@nori/core/catalog';

export type SeedCategory = { slug: string; name: Localized; illustration: Illustration; modifiers: string[] };
export type SeedProduct = {
  slug: string;
  category: string;
  name: Localized;
  description: Localized;
  price: number;
  weight: number;
  unit: 'g' | 'ml' | 'pcs';
  tags: Tag[];
  /** From the ingredients (a set: all of its rolls'). */
  allergens: Allergen[];
  /** Per 100 g (100 ml for drinks and soups), from the ingredients (a set: its rolls' mean). */
  nutrition: Nutrition;
};

const l = (ro: string, ru: string, en: string, uk: string): Localized => ({ ro, ru, en, uk });

const SUSHI_EXTRAS = ['soy-sauce', 'ginger', 'wasabi', 'spicy-sauce', 'unagi-sauce', 'japanese-mayo', 'chopsticks'];

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'rulouri',
    illustration: 'roll',
    name: l('Rulouri', 'Роллы', 'Rolls', 'Роли'),
    modifiers: [...SUSHI_EXTRAS, 'cream-cheese'],
  },
  { slug: 'seturi', illustration: 'set', name: l('Seturi', 'Сеты', 'Sets', 'Сети'), modifiers: SUSHI_EXTRAS },
  { slug: 'maki', illustration: 'maki', name: l('Maki', 'Маки', 'Maki', 'Макі'), modifiers: SUSHI_EXTRAS },
  {
    slug: 'wok-si-feluri-calde',
    illustration: 'wok',
    name: l('Wok și feluri calde', 'Вок и горячие блюда', 'Wok and hot dishes', 'Вок і гарячі страви'),
    modifiers: ['extra-chicken', 'extra-shrimp', 'spicy-sauce', 'teriyaki-sauce', 'chopsticks'],
  },
  {
    slug: 'supe',
    illustration: 'soup',
    name: l('Supe', 'Супы', 'Soups', 'Супи'),
    modifiers: ['spicy-sauce', 'chopsticks'],
  },
  {
    slug: 'salate',
    illustration: 'salad',
    name: l('Salate', 'Салаты', 'Salads', 'Салати'),
    modifiers: ['spicy-sauce', 'japanese-mayo'],
  },
  { slug: 'deserturi', illustration: 'dessert', name: l('Deserturi', 'Десерты', 'Desserts', 'Десерти'), modifiers: [] },
  { slug: 'bauturi', illustration: 'drink', name: l('Băuturi', 'Напитки', 'Drinks', 'Напої'), modifiers: [] },
];

export const MODIFIERS: { code: string; name: Localized; price: number }[] = [
  {
    code: 'soy-sauce',
    price: 5,
    name: l('Sos de soia suplimentar', 'Дополнительный соевый соус', 'Extra soy sauce', 'Додатковий соєвий соус'),
  },
  {
    code: 'ginger',
    price: 5,
    name: l('Ghimbir marinat', 'Маринованный имбирь', 'Pickled ginger', 'Маринований імбир'),
  },
  { code: 'wasabi', price: 5, name: l('Wasabi', 'Васаби', 'Wasabi', 'Васабі') },
  { code: 'spicy-sauce', price: 10, name: l('Sos picant', 'Острый соус', 'Spicy sauce', 'Гострий соус') },
  { code: 'unagi-sauce', price: 10, name: l('Sos unagi', 'Соус унаги', 'Unagi sauce', 'Соус унагі') },
  { code: 'teriyaki-sauce', price: 10, name: l('Sos teriyaki', 'Соус терияки', 'Teriyaki sauce', 'Соус теріякі') },
  {
    code: 'japanese-mayo',
    price: 10,
    name: l('Maioneză japoneză', 'Японский майонез', 'Japanese mayo', 'Японський майонез'),
  },
  {
    code: 'cream-cheese',
    price: 15,
    name: l('Cremă de brânză extra', 'Больше сливочного сыра', 'Extra cream cheese', 'Більше вершкового сиру'),
  },
  {
    code: 'extra-chicken',
    price: 25,
    name: l('Porție extra de pui', 'Двойная порция курицы', 'Extra chicken', 'Подвійна порція курки'),
  },
  { code: 'extra-shrimp', price: 35, name: l('Crevete în plus', 'Больше креветок', 'Extra shrimp', 'Більше креветок') },
  { code: 'chopsticks', price: 2, name: l('Bețișoare', 'Палочки', 'Chopsticks', 'Палички') },
];

/** `per100`: nutrition when the ingredients alone would mislead (a tea brewed in water the list leaves out). */
type Row = [
  slug: string,
  name: Localized,
  price: number,
  weight: number,
  what: Ingredient[],
  tags?: Tag[],
  per100?: Nutrition,
];
type SetRow = [slug: string, name: Localized, price: number, pieces: number, rolls: string[], tags?: Tag[]];

const ROLL = ['rice', 'nori'] as const satisfies Ingredient[];
const roll = (...xs: Ingredient[]): Ingredient[] => [...xs, ...ROLL];

const ROLLS: Row[] = [
  [
    'philadelphia-clasic',
    l('Philadelphia clasic', 'Филадельфия классик', 'Classic Philadelphia', 'Філадельфія класик'),
    139,
    260,
    roll('salmon', 'creamCheese', 'cucumber'),
    ['hit'],
  ],
  [
    'philadelphia-cu-avocado',
    l('Philadelphia cu avocado', 'Филадельфия с авокадо', 'Philadelphia with avocado', 'Філадельфія з авокадо'),
    149,
    270,
    roll('salmon', 'creamCheese', 'avocado'),
  ],
  [
    'california-cu-crab',
    l('California cu crab', 'Калифорния с крабом', 'California with crab', 'Каліфорнія з крабом'),
    119,
    250,
    roll('crab', 'avocado', 'cucumber', 'japMayo', 'tobiko'),
    ['hit'],
  ],
  [
    'california-cu-somon',
    l('California cu somon', 'Калифорния с лососем', 'California with salmon', 'Каліфорнія з лососем'),
    129,
    250,
    roll('salmon', 'avocado', 'cucumber', 'japMayo', 'tobiko'),
  ],
  [
    'dragon-verde',
    l('Dragon verde', 'Зелёный дракон', 'Green dragon', 'Зелений дракон'),
    159,
    280,
    roll('eel', 'creamCheese', 'cucumber', 'avocado', 'unagiSauce', 'sesame'),
    ['new'],
  ],
  [
    'dragon-rosu',
    l('Dragon roșu', 'Красный дракон', 'Red dragon', 'Червоний дракон'),
    165,
    280,
    roll('tempuraShrimp', 'creamCheese', 'tuna', 'spicySauce', 'tobiko'),
    ['spicy'],
  ],
  [
    'canada',
    l('Canada', 'Канада', 'Canada', 'Канада'),
    155,
    270,
    roll('eel', 'salmon', 'creamCheese', 'cucumber', 'unagiSauce', 'sesame'),
  ],
  [
    'unagi',
    l('Unagi', 'Унаги', 'Unagi', 'Унагі'),
    145,
    250,
    roll('eel', 'creamCheese', 'cucumber', 'unagiSauce', 'sesame'),
  ],
  [
    'tempura-cu-somon',
    l('Tempura cu somon', 'Темпура с лососем', 'Salmon tempura roll', 'Темпура з лососем'),
    129,
    270,
    roll('salmon', 'creamCheese', 'cucumber', 'tempuraBatter', 'unagiSauce'),
    ['hit'],
  ],
  [
    'tempura-cu-crevete',
    l('Tempura cu crevete', 'Темпура с креветкой', 'Shrimp tempura roll', 'Темпура з креветкою'),
    135,
    270,
    roll('shrimp', 'creamCheese', 'cucumber', 'tempuraBatter', 'sweetChili'),
  ],
  [
    'cheddar-copt',
    l('Rulou copt cu cheddar', 'Запечённый ролл с чеддером', 'Baked cheddar roll', 'Запечений рол із чедером'),
    135,
    260,
    roll('salmon', 'cheddar', 'japMayo', 'cucumber'),
  ],
  [
    'copt-cu-crab',
    l('Rulou copt cu crab', 'Запечённый ролл с крабом', 'Baked crab roll', 'Запечений рол із крабом'),
    125,
    260,
    roll('crab', 'creamCheese', 'cucumber', 'japMayo', 'tobiko'),
  ],
  [
    'copt-picant-cu-somon',
    l(
      'Rulou copt picant cu somon',
      'Острый запечённый ролл с лососем',
      'Spicy baked salmon roll',
      'Гострий запечений рол із лососем',
    ),
    139,
    260,
    roll('salmon', 'cheddar', 'cucumber', 'spicySauce'),
    ['spicy'],
  ],
  [
    'spicy-tuna',
    l('Spicy tuna', 'Спайси тунец', 'Spicy tuna', 'Спайсі тунець'),
    149,
    240,
    roll('tuna', 'spicySauce', 'cucumber', 'greenOnion', 'tobiko'),
    ['spicy'],
  ],
  [
    'vegetarian-cu-avocado',
    l(
      'Rulou vegetarian cu avocado',
      'Вегетарианский ролл с авокадо',
      'Vegetarian avocado roll',
      'Вегетаріанський рол з авокадо',
    ),
    95,
    230,
    roll('avocado', 'cucumber', 'bellPepper', 'iceberg', 'creamCheese', 'sesame'),
    ['vegetarian'],
  ],
  [
    'futomaki-cu-legume',
    l('Futomaki cu legume', 'Футомаки с овощами', 'Vegetable futomaki', 'Футомакі з овочами'),
    99,
    260,
    roll('tamago', 'cucumber', 'carrot', 'avocado', 'mushrooms', 'bellPepper'),
    ['vegetarian'],
  ],
  [
    'alaska',
    l('Alaska', 'Аляска', 'Alaska', 'Аляска'),
    139,
    250,
    roll('smokedSalmon', 'creamCheese', 'avocado', 'greenOnion'),
  ],
  [
    'bonito',
    l('Bonito', 'Бонито', 'Bonito', 'Боніто'),
    129,
    250,
    roll('smokedSalmon', 'creamCheese', 'cucumber', 'bonito'),
  ],
  [
    'ebi-cu-susan',
    l('Ebi cu susan', 'Эби с кунжутом', 'Ebi sesame roll', 'Ебі з кунжутом'),
    129,
    240,
    roll('shrimp', 'creamCheese', 'cucumber', 'sesame'),
  ],
  [
    'crispy-cu-pui',
    l('Crispy cu pui', 'Криспи с курицей', 'Crispy chicken roll', 'Кріспі з куркою'),
    115,
    270,
    roll('chicken', 'panko', 'creamCheese', 'cucumber', 'teriyaki'),
    ['new'],
  ],
  [
    'somon-si-mango',
    l('Somon și mango', 'Лосось и манго', 'Salmon and mango roll', 'Лосось і манго'),
    145,
    260,
    roll('salmon', 'mango', 'creamCheese', 'cucumber', 'sesame'),
    ['new'],
  ],
];

const MAKI: Row[] = [
  [
    'maki-cu-somon',
    l('Maki cu somon', 'Маки с лососем', 'Salmon maki', 'Макі з лососем'),
    69,
    120,
    roll('salmon'),
    ['hit'],
  ],
  ['maki-cu-ton', l('Maki cu ton', 'Маки с тунцом', 'Tuna maki', 'Макі з тунцем'), 79, 120, roll('tuna')],
  [
    'maki-cu-castravete',
    l('Maki cu castravete', 'Маки с огурцом', 'Cucumber maki', 'Макі з огірком'),
    45,
    110,
    roll('cucumber', 'sesame'),
    ['vegetarian'],
  ],
  [
    'maki-cu-avocado',
    l('Maki cu avocado', 'Маки с авокадо', 'Avocado maki', 'Макі з авокадо'),
    55,
    110,
    roll('avocado'),
    ['vegetarian'],
  ],
  [
    'maki-cu-anghila',
    l('Maki cu anghilă', 'Маки с угрём', 'Eel maki', 'Макі з вугрем'),
    79,
    120,
    roll('eel', 'unagiSauce', 'sesame'),
  ],
  [
    'maki-cu-crevete',
    l('Maki cu crevete', 'Маки с креветкой', 'Shrimp maki', 'Макі з креветкою'),
    75,
    120,
    roll('shrimp', 'japMayo'),
  ],
  ['maki-cu-crab', l('Maki cu crab', 'Маки с крабом', 'Crab maki', 'Макі з крабом'), 59, 120, roll('crab', 'japMayo')],
  [
    'maki-cu-somon-picant',
    l('Maki cu somon picant', 'Маки с острым лососем', 'Spicy salmon maki', 'Макі з гострим лососем'),
    72,
    120,
    roll('salmon', 'spicySauce', 'greenOnion'),
    ['spicy'],
  ],
  [
    'maki-philadelphia',
    l('Maki Philadelphia', 'Маки Филадельфия', 'Philadelphia maki', 'Макі Філадельфія'),
    75,
    130,
    roll('salmon', 'creamCheese'),
  ],
  [
    'maki-cu-tamago',
    l('Maki cu omletă tamago', 'Маки с омлетом тамаго', 'Tamago maki', 'Макі з омлетом тамаго'),
    49,
    120,
    roll('tamago'),
    ['vegetarian'],
  ],
];

const SETS: SetRow[] = [
  [
    'set-philadelphia',
    l('Set Philadelphia', 'Сет Филадельфия', 'Philadelphia set', 'Сет Філадельфія'),
    399,
    24,
    ['philadelphia-clasic', 'philadelphia-cu-avocado', 'alaska'],
    ['hit'],
  ],
  [
    'set-california',
    l('Set California', 'Сет Калифорния', 'California set', 'Сет Каліфорнія'),
    349,
    24,
    ['california-cu-crab', 'california-cu-somon', 'ebi-cu-susan'],
  ],
  [
    'set-dragon',
    l('Set Dragon', 'Сет Дракон', 'Dragon set', 'Сет Дракон'),
    449,
    24,
    ['dragon-verde', 'dragon-rosu', 'unagi'],
  ],
  [
    'set-tempura',
    l('Set Tempura', 'Сет Темпура', 'Tempura set', 'Сет Темпура'),
    359,
    24,
    ['tempura-cu-somon', 'tempura-cu-crevete', 'crispy-cu-pui'],
  ],
  [
    'set-copt',
    l('Set de rulouri coapte', 'Сет запечённых роллов', 'Baked rolls set', 'Сет запечених ролів'),
    379,
    24,
    ['cheddar-copt', 'copt-cu-crab', 'copt-picant-cu-somon'],
  ],
  [
    'set-picant',
    l('Set picant', 'Острый сет', 'Spicy set', 'Гострий сет'),
    419,
    24,
    ['dragon-rosu', 'copt-picant-cu-somon', 'spicy-tuna'],
    ['spicy'],
  ],
  [
    'set-vegetarian',
    l('Set vegetarian', 'Вегетарианский сет', 'Vegetarian set', 'Вегетаріанський сет'),
    249,
    28,
    ['vegetarian-cu-avocado', 'futomaki-cu-legume', 'maki-cu-castravete', 'maki-cu-avocado'],
    ['vegetarian'],
  ],
  [
    'set-familial',
    l('Set familial', 'Семейный сет', 'Family set', 'Сімейний сет'),
    699,
    48,
    ['philadelphia-clasic', 'california-cu-crab', 'tempura-cu-somon', 'cheddar-copt', 'unagi', 'maki-cu-somon'],
    ['hit'],
  ],
  [
    'set-pentru-doi',
    l('Set pentru doi', 'Сет на двоих', 'Set for two', 'Сет на двох'),
    399,
    22,
    ['philadelphia-clasic', 'dragon-verde', 'maki-cu-somon'],
    ['new'],
  ],
  [
    'set-party',
    l('Set Party', 'Сет Вечеринка', 'Party set', 'Сет Вечірка'),
    999,
    64,
    [
      'philadelphia-clasic',
      'philadelphia-cu-avocado',
      'california-cu-crab',
      'dragon-rosu',
      'canada',
      'tempura-cu-somon',
      'copt-cu-crab',
      'spicy-tuna',
    ],
  ],
];

const WOK: Row[] = [
  [
    'udon-cu-pui',
    l('Udon cu pui', 'Удон с курицей', 'Chicken udon', 'Удон з куркою'),
    115,
    350,
    ['udon', 'chicken', 'bellPepper', 'zucchini', 'carrot', 'teriyaki', 'sesame'],
    ['hit'],
  ],
  [
    'udon-cu-vita',
    l('Udon cu vită', 'Удон с говядиной', 'Beef udon', 'Удон з яловичиною'),
    135,
    350,
    ['udon', 'beef', 'bellPepper', 'greenOnion', 'teriyaki'],
  ],
  [
    'udon-cu-crevete',
    l('Udon cu crevete', 'Удон с креветками', 'Shrimp udon', 'Удон з креветками'),
    145,
    350,
    ['udon', 'shrimp', 'zucchini', 'bellPepper', 'sweetChili'],
  ],
  [
    'soba-cu-pui',
    l('Soba cu pui', 'Соба с курицей', 'Chicken soba', 'Соба з куркою'),
    115,
    340,
    ['soba', 'chicken', 'mushrooms', 'carrot', 'teriyaki'],
  ],
  [
    'soba-cu-legume',
    l('Soba cu legume', 'Соба с овощами', 'Vegetable soba', 'Соба з овочами'),
    95,
    330,
    ['soba', 'zucchini', 'bellPepper', 'carrot', 'mushrooms', 'teriyaki'],
    ['vegetarian'],
  ],
  [
    'pad-thai-cu-crevete',
    l('Pad Thai cu crevete', 'Пад тай с креветками', 'Shrimp pad thai', 'Пад тай з креветками'),
    149,
    340,
    ['riceNoodles', 'shrimp', 'egg', 'peanuts', 'greenOnion', 'lime'],
    ['new'],
  ],
  [
    'orez-prajit-cu-pui',
    l('Orez prăjit cu pui', 'Жареный рис с курицей', 'Chicken fried rice', 'Смажений рис з куркою'),
    95,
    320,
    ['rice', 'chicken', 'egg', 'carrot', 'greenOnion', 'soySauce'],
  ],
  [
    'orez-prajit-cu-crevete',
    l('Orez prăjit cu crevete', 'Жареный рис с креветками', 'Shrimp fried rice', 'Смажений рис з креветками'),
    119,
    320,
    ['rice', 'shrimp', 'egg', 'bellPepper', 'greenOnion', 'soySauce'],
  ],
  [
    'pui-teriyaki-cu-orez',
    l('Pui teriyaki cu orez', 'Курица терияки с рисом', 'Teriyaki chicken with rice', 'Курка теріякі з рисом'),
    119,
    330,
    ['chicken', 'teriyaki', 'rice', 'sesame', 'greenOnion'],
  ],
  [
    'vita-picanta-din-wok',
    l('Vită picantă din wok', 'Острая говядина из вока', 'Spicy wok beef', 'Гостра яловичина з воку'),
    155,
    300,
    ['beef', 'chiliPepper', 'bellPepper', 'zucchini', 'sriracha'],
    ['spicy'],
  ],
  [
    'crevete-tempura',
    l('Crevete tempura', 'Креветки темпура', 'Tempura shrimp', 'Креветки темпура'),
    159,
    180,
    ['tempuraShrimp', 'sweetChili'],
  ],
  [
    'tofu-cu-legume',
    l('Tofu cu legume', 'Тофу с овощами', 'Tofu with vegetables', 'Тофу з овочами'),
    105,
    320,
    ['tofu', 'zucchini', 'bellPepper', 'mushrooms', 'teriyaki', 'sesame'],
    ['vegetarian'],
  ],
  [
    'gyoza-cu-porc',
    l('Gyoza cu porc', 'Гёдза со свининой', 'Pork gyoza', 'Гьоза зі свининою'),
    99,
    180,
    ['pork', 'greenOnion', 'ginger', 'soySauce'],
  ],
];

const SOUPS: Row[] = [
  [
    'supa-miso',
    l('Supă miso', 'Мисо-суп', 'Miso soup', 'Місо-суп'),
    55,
    300,
    ['misoPaste', 'tofu', 'wakame', 'greenOnion', 'dashi'],
    ['hit'],
  ],
  [
    'supa-miso-cu-somon',
    l('Supă miso cu somon', 'Мисо-суп с лососем', 'Miso soup with salmon', 'Місо-суп з лососем'),
    75,
    320,
    ['misoPaste', 'salmon', 'tofu', 'wakame', 'dashi'],
  ],
  [
    'tom-yum-cu-crevete',
    l('Tom Yum cu crevete', 'Том ям с креветками', 'Tom yum with shrimp', 'Том ям з креветками'),
    139,
    400,
    ['tomYumPaste', 'coconutMilk', 'shrimp', 'mushrooms', 'cherryTomatoes', 'lemongrass', 'lime', 'cilantro'],
    ['spicy', 'hit'],
  ],
  [
    'tom-kha-cu-pui',
    l('Tom Kha cu pui', 'Том кха с курицей', 'Tom kha with chicken', 'Том кха з куркою'),
    119,
    400,
    ['coconutMilk', 'chicken', 'mushrooms', 'lemongrass', 'lime', 'cilantro'],
  ],
  [
    'ramen-cu-porc',
    l('Ramen cu porc', 'Рамен со свининой', 'Pork ramen', 'Рамен зі свининою'),
    129,
    450,
    ['ramenNoodles', 'pork', 'egg', 'greenOnion', 'nori', 'dashi'],
  ],
  [
    'ramen-picant-cu-pui',
    l('Ramen picant cu pui', 'Острый рамен с курицей', 'Spicy chicken ramen', 'Гострий рамен з куркою'),
    125,
    450,
    ['ramenNoodles', 'chicken', 'kimchiSauce', 'egg', 'greenOnion'],
    ['spicy'],
  ],
  [
    'supa-udon-cu-vita',
    l('Supă udon cu vită', 'Суп удон с говядиной', 'Beef udon soup', 'Суп удон з яловичиною'),
    119,
    450,
    ['udon', 'beef', 'dashi', 'mushrooms', 'greenOnion'],
  ],
  [
    'supa-de-legume-cu-tofu',
    l('Supă de legume cu tofu', 'Овощной суп с тофу', 'Vegetable soup with tofu', 'Овочевий суп з тофу'),
    69,
    350,
    ['vegetableBroth', 'tofu', 'zucchini', 'carrot', 'mushrooms', 'greenOnion'],
    ['vegetarian', 'new'],
  ],
];

const SALADS: Row[] = [
  [
    'salata-chuka',
    l('Salată chuka', 'Салат чука', 'Chuka salad', 'Салат чука'),
    69,
    150,
    ['chuka', 'sesameDressing', 'sesame', 'lime'],
    ['vegetarian'],
  ],
  [
    'salata-cu-somon-si-avocado',
    l(
      'Salată cu somon și avocado',
      'Салат с лососем и авокадо',
      'Salmon and avocado salad',
      'Салат з лососем і авокадо',
    ),
    119,
    220,
    ['salmon', 'avocado', 'mixSalad', 'cherryTomatoes', 'sesameDressing'],
    ['hit'],
  ],
  [
    'salata-cu-ton-tataki',
    l('Salată cu ton tataki', 'Салат с тунцом татаки', 'Tuna tataki salad', 'Салат з тунцем татакі'),
    129,
    220,
    ['tuna', 'mixSalad', 'cucumber', 'sesameDressing', 'sesame'],
    ['new'],
  ],
  [
    'caesar-cu-pui-teriyaki',
    l('Caesar cu pui teriyaki', 'Цезарь с курицей терияки', 'Teriyaki chicken Caesar', 'Цезар з куркою теріякі'),
    105,
    240,
    ['chicken', 'iceberg', 'cherryTomatoes', 'teriyaki', 'japMayo', 'sesame'],
  ],
  [
    'salata-picanta-cu-crevete',
    l('Salată picantă cu crevete', 'Острый салат с креветками', 'Spicy shrimp salad', 'Гострий салат з креветками'),
    125,
    220,
    ['shrimp', 'mixSalad', 'avocado', 'sriracha', 'lime'],
    ['spicy'],
  ],
  [
    'salata-thai-cu-vita',
    l('Salată thai cu vită', 'Тайский салат с говядиной', 'Thai beef salad', 'Тайський салат з яловичиною'),
    129,
    230,
    ['beef', 'mixSalad', 'cucumber', 'chiliPepper', 'cilantro', 'lime', 'peanuts'],
    ['spicy'],
  ],
  [
    'sunomono',
    l('Sunomono cu castraveți', 'Суномоно из огурцов', 'Cucumber sunomono', 'Суномоно з огірків'),
    49,
    150,
    ['cucumber', 'wakame', 'riceVinegar', 'sesame'],
    ['vegetarian'],
  ],
  [
    'salata-cu-tofu-si-legume',
    l('Salată cu tofu și legume', 'Салат с тофу и овощами', 'Tofu and vegetable salad', 'Салат з тофу та овочами'),
    85,
    220,
    ['tofu', 'mixSalad', 'cherryTomatoes', 'cucumber', 'sesameDressing'],
    ['vegetarian'],
  ],
];

const DESSERTS: Row[] = [
  [
    'mochi-cu-capsuni',
    l('Mochi cu căpșune', 'Моти с клубникой', 'Strawberry mochi', 'Моті з полуницею'),
    45,
    70,
    ['mochiDough', 'strawberry', 'cream'],
    ['new'],
  ],
  [
    'mochi-cu-mango',
    l('Mochi cu mango', 'Моти с манго', 'Mango mochi', 'Моті з манго'),
    45,
    70,
    ['mochiDough', 'mango', 'cream'],
  ],
  [
    'mochi-matcha',
    l('Mochi matcha', 'Моти матча', 'Matcha mochi', 'Моті матча'),
    45,
    70,
    ['mochiDough', 'matcha', 'cream'],
  ],
  [
    'cheesecake-new-york',
    l('Cheesecake New York', 'Чизкейк Нью-Йорк', 'New York cheesecake', 'Чизкейк Нью-Йорк'),
    65,
    130,
    ['creamCheese', 'biscuit', 'cream', 'strawberry'],
    ['hit'],
  ],
  [
    'tort-de-ciocolata',
    l('Tort de ciocolată', 'Шоколадный торт', 'Chocolate cake', 'Шоколадний торт'),
    65,
    130,
    ['chocolate', 'biscuit', 'cream'],
  ],
  [
    'tiramisu-matcha',
    l('Tiramisu matcha', 'Тирамису матча', 'Matcha tiramisu', 'Тірамісу матча'),
    69,
    140,
    ['mascarpone', 'matcha', 'biscuit'],
    ['new'],
  ],
  [
    'inghetata-tempura',
    l('Înghețată tempura', 'Мороженое в темпуре', 'Tempura ice cream', 'Морозиво в темпурі'),
    59,
    120,
    ['vanillaIceCream', 'tempuraBatter', 'chocolate'],
  ],
  ['dorayaki', l('Dorayaki', 'Дораяки', 'Dorayaki', 'Дораякі'), 49, 110, ['pancakes', 'azuki', 'honey']],
];

const DRINKS: Row[] = [
  [
    'limonada-cu-ghimbir',
    l('Limonadă cu ghimbir', 'Имбирный лимонад', 'Ginger lemonade', 'Імбирний лимонад'),
    45,
    400,
    ['ginger', 'lemon', 'sparklingWater', 'caneSyrup'],
  ],
  [
    'limonada-cu-mango',
    l('Limonadă cu mango', 'Лимонад с манго', 'Mango lemonade', 'Лимонад з манго'),
    49,
    400,
    ['mango', 'lime', 'sparklingWater'],
  ],
  [
    'limonada-cu-fructul-pasiunii',
    l('Limonadă cu fructul pasiunii', 'Лимонад с маракуйей', 'Passion fruit lemonade', 'Лимонад з маракуєю'),
    49,
    400,
    ['passionFruit', 'orange', 'sparklingWater'],
    ['new'],
  ],
  [
    'mojito-fara-alcool',
    l('Mojito fără alcool', 'Безалкогольный мохито', 'Alcohol-free mojito', 'Безалкогольний мохіто'),
    49,
    400,
    ['lime', 'mint', 'sparklingWater', 'caneSyrup'],
    ['hit'],
  ],
  [
    'ceai-verde-cu-iasomie',
    l('Ceai verde cu iasomie', 'Зелёный чай с жасмином', 'Jasmine green tea', 'Зелений чай з жасмином'),
    39,
    500,
    ['greenTea', 'jasmine'],
  ],
  [
    'ceai-cu-ghimbir-si-miere',
    l('Ceai cu ghimbir și miere', 'Чай с имбирём и мёдом', 'Ginger and honey tea', 'Чай з імбиром і медом'),
    42,
    500,
    ['ginger', 'lemon', 'honey'],
    [],
    { energy_kcal: 28, protein: 0.2, fat: 0, carbohydrates: 7.1 },
  ],
  ['matcha-latte', l('Matcha latte', 'Матча латте', 'Matcha latte', 'Матча лате'), 55, 350, ['matcha', 'milk']],
  [
    'suc-proaspat-de-portocale',
    l(
      'Suc proaspăt de portocale',
      'Свежевыжатый апельсиновый сок',
      'Fresh orange juice',
      'Свіжовичавлений апельсиновий сік',
    ),
    55,
    300,
    ['orange'],
  ],
  [
    'ceai-rece-cu-piersici',
    l('Ceai rece cu piersici', 'Холодный чай с персиком', 'Peach iced tea', 'Холодний чай з персиком'),
    39,
    400,
    ['blackTea', 'peach', 'lemon'],
  ],
  [
    'apa-minerala',
    l('Apă minerală', 'Минеральная вода', 'Sparkling mineral water', 'Мінеральна вода'),
    22,
    500,
    ['sparklingWater'],
  ],
  ['apa-plata', l('Apă plată', 'Негазированная вода', 'Still water', 'Негазована вода'), 20, 500, ['stillWater']],
];

const rows = (category: string, list: Row[], unit: 'g' | 'ml'): SeedProduct[] =>
  list.map(([slug, name, price, weight, what, tags = [], per100]) => ({
    slug,
    category,
    name,
    description: composition(what),
    price,
    weight,
    unit,
    tags,
    allergens: allergensOf(what),
    nutrition: per100 ?? nutritionOf(what),
  }));

const singles = [...ROLLS, ...MAKI];
const rollOf = (slug: string): Row => {
  const found = singles.find(([s]) => s === slug);
  if (!found) throw new Error(`set refers to unknown roll ${slug}`);
  return found;
};
const nameOf = (slug: string): Localized => rollOf(slug)[1];

const PIECES: Localized = { ro: 'buc.', ru: 'шт.', en: 'pcs', uk: 'шт.' };
const sets = (list: SetRow[]): SeedProduct[] =>
  list.map(([slug, name, price, pieces, rolls, tags = []]) => {
    const describe = (lang: keyof Localized) =>
      `${rolls.map((r) => nameOf(r)[lang]).join(', ')} — ${pieces} ${PIECES[lang]}`;
    return {
      slug,
      category: 'seturi',
      name,
      description: { ro: describe('ro'), ru: describe('ru'), en: describe('en'), uk: describe('uk') },
      price,
      weight: pieces,
      unit: 'pcs' as const,
      tags,
      allergens: sortAllergens(rolls.flatMap((r) => allergensOf(rollOf(r)[4]))),
      nutrition: meanNutrition(rolls.map((r) => nutritionOf(rollOf(r)[4]))),
    };
  });

export const PRODUCTS: SeedProduct[] = [
  ...rows('rulouri', ROLLS, 'g'),
  ...sets(SETS),
  ...rows('maki', MAKI, 'g'),
  ...rows('wok-si-feluri-calde', WOK, 'g'),
  ...rows('supe', SOUPS, 'ml'),
  ...rows('salate', SALADS, 'g'),
  ...rows('deserturi', DESSERTS, 'g'),
  ...rows('bauturi', DRINKS, 'ml'),
];
