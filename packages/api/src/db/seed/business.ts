// The demo business: restaurants, delivery areas, payment and order types, socials, settings, promotions.
import type { Localized, OpeningHours } from '../schema';

const l = (ro: string, ru: string, en: string, uk: string): Localized => ({ ro, ru, en, uk });
const everyDay = (open: string, close: string): OpeningHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

export const RESTAURANTS = [
  {
    code: 'centru',
    name: l('Nori Centru', 'Nori Центр', 'Nori Centre', 'Nori Центр'),
    address: l(
      'bd. Ștefan cel Mare și Sfânt 126, Chișinău',
      'бул. Штефан чел Маре ши Сфынт 126, Кишинёв',
      '126 Ștefan cel Mare și Sfânt Blvd, Chișinău',
      'бульв. Штефан чел Маре ші Сфинт 126, Кишинів',
    ),
    phone: '+37322211126',
    lat: 47.0245,
    lng: 28.8322,
    openingHours: everyDay('10:00', '23:00'),
  },
  {
    code: 'botanica',
    name: l('Nori Botanica', 'Nori Ботаника', 'Nori Botanica', 'Nori Ботаніка'),
    address: l(
      'bd. Dacia 47, Chișinău',
      'бул. Дачия 47, Кишинёв',
      '47 Dacia Blvd, Chișinău',
      'бульв. Дачія 47, Кишинів',
    ),
    phone: '+37322560047',
    lat: 46.987,
    lng: 28.857,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      open: '10:00',
      close: day === 5 || day === 6 ? '23:00' : '22:00',
    })),
  },
  {
    code: 'riscani',
    name: l('Nori Râșcani', 'Nori Рышкань', 'Nori Râșcani', 'Nori Ришкань'),
    address: l(
      'str. Alecu Russo 1, Chișinău',
      'ул. Алеку Руссо 1, Кишинёв',
      '1 Alecu Russo St, Chișinău',
      'вул. Алеку Руссо 1, Кишинів',
    ),
    phone: '+37322430001',
    lat: 47.053,
    lng: 28.865,
    openingHours: everyDay('11:00', '23:00'),
  },
];

/** Money in MDL here; the seeder stores bani. */
export const REGIONS = [
  {
    code: 'centru',
    restaurant: 'centru',
    name: l('Centru', 'Центр', 'Centre', 'Центр'),
    fee: 30,
    min: 150,
    free: 500,
    minutes: 45,
  },
  {
    code: 'buiucani',
    restaurant: 'centru',
    name: l('Buiucani', 'Буюканы', 'Buiucani', 'Буюкани'),
    fee: 35,
    min: 150,
    free: 500,
    minutes: 55,
  },
  {
    code: 'botanica',
    restaurant: 'botanica',
    name: l('Botanica', 'Ботаника', 'Botanica', 'Ботаніка'),
    fee: 30,
    min: 150,
    free: 500,
    minutes: 50,
  },
  {
    code: 'telecentru',
    restaurant: 'botanica',
    name: l('Telecentru', 'Телецентр', 'Telecentru', 'Телецентр'),
    fee: 35,
    min: 150,
    free: 500,
    minutes: 55,
  },
  {
    code: 'riscani',
    restaurant: 'riscani',
    name: l('Râșcani', 'Рышкановка', 'Râșcani', 'Ришкани'),
    fee: 30,
    min: 150,
    free: 500,
    minutes: 50,
  },
  {
    code: 'ciocana',
    restaurant: 'riscani',
    name: l('Ciocana', 'Чеканы', 'Ciocana', 'Чекани'),
    fee: 40,
    min: 200,
    free: 600,
    minutes: 60,
  },
  {
    code: 'suburbii',
    restaurant: 'centru',
    name: l(
      'Suburbii (Durlești, Codru, Stăuceni)',
      'Пригород (Дурлешты, Кодру, Ставчены)',
      'Suburbs (Durlești, Codru, Stăuceni)',
      'Передмістя (Дурлешти, Кодру, Ставчени)',
    ),
    fee: 60,
    min: 300,
    free: 900,
    minutes: 75,
  },
];

export const PAYMENT_TYPES = [
  { code: 'card_online', online: true, name: l('Card online', 'Картой онлайн', 'Card online', 'Карткою онлайн') },
  {
    code: 'cash',
    online: false,
    name: l('Numerar la livrare', 'Наличными курьеру', 'Cash on delivery', 'Готівкою кур’єру'),
  },
  {
    code: 'card_courier',
    online: false,
    name: l('Card la curier', 'Картой курьеру', 'Card to the courier', 'Карткою кур’єру'),
  },
];

export const ORDER_TYPES = [
  { code: 'delivery', name: l('Livrare', 'Доставка', 'Delivery', 'Доставка') },
  { code: 'pickup', name: l('Ridicare din restaurant', 'Самовывоз', 'Pickup', 'Самовивіз') },
];

export const SOCIALS = [
  { code: 'instagram', kind: 'social' as const, name: 'Instagram', url: 'https://www.instagram.com/nori.sushi.md' },
  { code: 'facebook', kind: 'social' as const, name: 'Facebook', url: 'https://www.facebook.com/nori.sushi.md' },
  { code: 'tiktok', kind: 'social' as const, name: 'TikTok', url: 'https://www.tiktok.com/@nori.sushi.md' },
  { code: 'telegram', kind: 'messenger' as const, name: 'Telegram', url: 'https://t.me/nori_sushi_md' },
  { code: 'viber', kind: 'messenger' as const, name: 'Viber', url: 'viber://chat?number=%2B37369000126' },
  { code: 'whatsapp', kind: 'messenger' as const, name: 'WhatsApp', url: 'https://wa.me/37369000126' },
];

export const SETTINGS: Record<string, unknown> = {
  phone: '+37322211126',
  email_admin: 'comenzi@nori.example',
  alert_message: l(
    'Livrăm zilnic între 10:00 și 23:00.',
    'Доставляем ежедневно с 10:00 до 23:00.',
    'We deliver every day from 10:00 to 23:00.',
    'Доставляємо щодня з 10:00 до 23:00.',
  ),
  alert_popup_message: l(
    'În zilele de sărbătoare livrarea poate dura până la 90 de minute. Vă mulțumim pentru răbdare!',
    'В праздничные дни доставка может занять до 90 минут. Спасибо за терпение!',
    'On public holidays delivery may take up to 90 minutes. Thank you for your patience!',
    'У святкові дні доставка може тривати до 90 хвилин. Дякуємо за терпіння!',
  ),
};

export const PROMOTIONS = [
  {
    slug: 'livrare-gratuita',
    title: l(
      'Livrare gratuită de la 500 MDL',
      'Бесплатная доставка от 500 MDL',
      'Free delivery over 500 MDL',
      'Безкоштовна доставка від 500 MDL',
    ),
    description: l(
      'Pentru comenzile de la 500 MDL livrarea în oraș este gratuită. În suburbii — de la 900 MDL.',
      'При заказе от 500 MDL доставка по городу бесплатная. В пригород — от 900 MDL.',
      'Delivery anywhere in the city is free for orders over 500 MDL, and to the suburbs over 900 MDL.',
      'Для замовлень від 500 MDL доставка містом безкоштовна. У передмістя — від 900 MDL.',
    ),
    startsAt: '2026-01-01',
    endsAt: null,
  },
  {
    slug: 'bonusuri-la-fiecare-comanda',
    title: l('5% înapoi în bonusuri', '5% возвращаем бонусами', '5% back in bonuses', '5% повертаємо бонусами'),
    description: l(
      'Primiți 5% din fiecare comandă plătită online și plătiți cu bonusuri până la 30% din următoarea.',
      'Получайте 5% от каждого оплаченного онлайн заказа и оплачивайте бонусами до 30% следующего.',
      'Get 5% of every order paid online back as bonuses and pay up to 30% of your next order with them.',
      'Отримуйте 5% від кожного оплаченого онлайн замовлення та оплачуйте бонусами до 30% наступного.',
    ),
    startsAt: '2026-01-01',
    endsAt: null,
  },
  {
    slug: 'invita-un-prieten',
    title: l(
      'Invită un prieten — 50 de bonusuri',
      'Пригласи друга — 50 бонусов',
      'Invite a friend, get 50 bonuses',
      'Запроси друга — 50 бонусів',
    ),
    description: l(
      'Trimiteți linkul personal unui prieten. După prima lui comandă plătită primiți 50 de bonusuri.',
      'Отправьте другу личную ссылку. После его первого оплаченного заказа вы получите 50 бонусов.',
      'Send a friend your personal link. When their first order is paid, you get 50 bonuses.',
      'Надішліть другові особисте посилання. Після його першого оплаченого замовлення ви отримаєте 50 бонусів.',
    ),
    startsAt: '2026-03-01',
    endsAt: '2026-12-31',
  },
  {
    slug: 'noutati-cu-mango',
    title: l('Noutăți: rulouri cu mango', 'Новинки: роллы с манго', 'New: mango rolls', 'Новинки: роли з манго'),
    description: l(
      'Încercați rulourile cu somon și mango, mochi cu mango și limonada cu mango — gustul verii tot anul.',
      'Попробуйте ролл с лососем и манго, моти с манго и манговый лимонад — вкус лета круглый год.',
      'Try the salmon and mango roll, mango mochi and mango lemonade: a taste of summer all year round.',
      'Скуштуйте рол із лососем і манго, моті з манго та манговий лимонад — смак літа цілий рік.',
    ),
    startsAt: '2026-06-01',
    endsAt: '2027-05-31',
  },
  {
    slug: 'pranzul-de-luni-pana-vineri',
    title: l('Prânz rapid în zilele lucrătoare', 'Быстрый обед в будни', 'Quick weekday lunch', 'Швидкий обід у будні'),
    description: l(
      'De luni până vineri, între 11:00 și 15:00, livrăm în centru în aproximativ 40 de minute.',
      'С понедельника по пятницу с 11:00 до 15:00 доставляем в центре примерно за 40 минут.',
      'Monday to Friday, 11:00 to 15:00, we deliver in the centre in about 40 minutes.',
      'З понеділка по п’ятницю з 11:00 до 15:00 доставляємо в центрі приблизно за 40 хвилин.',
    ),
    startsAt: '2026-09-01',
    endsAt: null,
  },
];
