/**
 * One word per concept per language. A shopper reads the shop's catalogs, the kit's labels and the API's
 * messages and dictionary names side by side (the API's 422 messages land under the checkout's fields,
 * its order and payment type names fill the checkout's choices), so a state or an action must be named
 * the same way in all of them: an order paid on the payment page is not "Сплачено" there and "Оплачено"
 * in the order list.
 *
 * Each concept gives, per locale, the term (a pattern: stems, so inflected forms match), the messages that
 * name the concept (each must contain the term), and the synonyms it replaced (no text may contain them,
 * so a new message cannot bring a second word back). Message keys: the shop's ids as they are, `ui:` for
 * the kit's labels, `api:` for the API's messages, `admin:` for the back office's (`staffTexts`),
 * `api:paymentType.<code>` and `api:orderType.<code>` for the dictionary names of the demo business.
 */
import { describe, expect, it } from 'vitest';
import apiEn from '@nori/api/messages/en.json';
import apiRo from '@nori/api/messages/ro.json';
import apiRu from '@nori/api/messages/ru.json';
import apiUk from '@nori/api/messages/uk.json';
import { ORDER_TYPES, PAYMENT_TYPES } from '@nori/api/seed/business';
import { catalogs as adminCatalogs } from '@nori/admin/messages';
import { kitCatalogs } from '@nori/ui';
import { allMessages } from '../testing/catalogs';
import type { Locale } from './locales';

const LOCALES = ['ro', 'ru', 'en', 'uk'] as const satisfies readonly Locale[];

const prefixed = (prefix: string, messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [`${prefix}${id}`, text]));

const dictionaryNames = (locale: Locale) => ({
  ...Object.fromEntries(PAYMENT_TYPES.map((type) => [`api:paymentType.${type.code}`, type.name[locale]])),
  ...Object.fromEntries(ORDER_TYPES.map((type) => [`api:orderType.${type.code}`, type.name[locale]])),
});

/** Every text a shopper may read, by key, per locale. */
const texts: Record<Locale, Record<string, string>> = {
  ro: {
    ...allMessages.ro,
    ...prefixed('ui:', kitCatalogs.ro),
    ...prefixed('api:', apiRo),
    ...dictionaryNames('ro'),
  },
  ru: {
    ...allMessages.ru,
    ...prefixed('ui:', kitCatalogs.ru),
    ...prefixed('api:', apiRu),
    ...dictionaryNames('ru'),
  },
  en: {
    ...allMessages.en,
    ...prefixed('ui:', kitCatalogs.en),
    ...prefixed('api:', apiEn),
    ...dictionaryNames('en'),
  },
  uk: {
    ...allMessages.uk,
    ...prefixed('ui:', kitCatalogs.uk),
    ...prefixed('api:', apiUk),
    ...dictionaryNames('uk'),
  },
};

/**
 * The back office's texts, by key (`admin:`), per locale. Its staff name some things their own way (a menu
 * item is a "fel" to a cook, delivery areas are "zones" they draw): a concept holds them to its words only
 * when it says so (`staff`), as for the account.
 */
const staffTexts: Record<Locale, Record<string, string>> = {
  ro: prefixed('admin:', adminCatalogs.ro),
  ru: prefixed('admin:', adminCatalogs.ru),
  en: prefixed('admin:', adminCatalogs.en),
  uk: prefixed('admin:', adminCatalogs.uk),
};

interface Concept {
  /** The one term per locale. */
  term: Record<Locale, RegExp>;
  /** Messages that name the concept. */
  ids: readonly string[];
  /** Synonyms no text may use, per locale. */
  avoid?: Partial<Record<Locale, RegExp>>;
  /** Whether the synonyms are kept out of the back office's texts too. */
  staff?: boolean;
}

const GLOSSARY: Record<string, Concept> = {
  // The paid state is `paid_at` (a paid order is placed or further on): only the receipt names it as a status.
  'order status: paid': {
    term: { ro: /^Plătită$/, ru: /^Оплачен$/, en: /^Paid$/, uk: /^Оплачено$/ },
    ids: ['checkout.success.status.paid'],
  },
  'order status: placed': {
    term: { ro: /^Plasată$/, ru: /^Оформлен$/, en: /^Placed$/, uk: /^Оформлено$/ },
    ids: ['order.status.placed', 'checkout.success.status.placed'],
  },
  'order status: awaiting payment': {
    term: { ro: /^Așteaptă plata$/, ru: /^Ожидает оплаты$/, en: /^Awaiting payment$/, uk: /^Очікує оплати$/ },
    ids: ['order.status.awaitingPayment', 'checkout.success.status.awaiting'],
    avoid: { en: /waiting for payment/i },
  },
  'order status: accepted': {
    term: { ro: /^Acceptată$/, ru: /^Принят$/, en: /^Accepted$/, uk: /^Прийнято$/ },
    ids: ['order.status.accepted'],
  },
  'order status: cancelled (and what a cancellation gives back)': {
    term: { ro: /anulat/i, ru: /отмен/i, en: /cancelled/i, uk: /скасов/i },
    ids: ['order.status.cancelled', 'account.bonuses.refund', 'order.announce.cancelled'],
    avoid: { en: /\bcanceled\b/i, ru: /аннулир/i, uk: /відмін|анульов/i },
  },
  'pay / paid': {
    term: { ro: /plăt/i, ru: /опла[тч]/i, en: /\bpa(y|id)\b/i, uk: /опла[тч]/i },
    ids: [
      'account.order.paidAt',
      'order.totals.bonusesSpent',
      'order.cancel.text',
      'account.bonuses.balanceHint',
      'account.bonuses.empty',
      'account.referral.intro',
      'checkout.bonuses.label',
      'checkout.bonuses.signIn',
      'checkout.bonuses.none',
      'checkout.problem.bonusesTooMany',
      'checkout.submit.pay',
      'checkout.confirm.button',
      'checkout.success.status.paid',
      'payment.success.text',
      'payment.failure.retry',
      'api:pay.pay',
      'api:order.alreadyPaid',
      'api:order.notPayable',
      'api:order.bonuses.tooMany',
    ],
    avoid: { ro: /achit/i, ru: /(?<!\p{L})[су]пла[тч]/iu, uk: /(?<!\p{L})спла[тч]/iu },
  },
  delivery: {
    term: { ro: /livr/i, ru: /доставк/i, en: /deliver/i, uk: /доставк/i },
    ids: [
      'checkout.delivery.title',
      'checkout.summary.delivery',
      'account.order.deliveryType',
      'account.order.receiving',
      'info.delivery.orderTypes',
      'layout.nav.delivery',
      'api:orderType.delivery',
    ],
    avoid: { en: /delivery method/i },
  },
  pickup: {
    term: { ro: /ridic/i, ru: /самовывоз/i, en: /pick ?up/i, uk: /самовив[іо]з/i },
    ids: [
      'checkout.delivery.title',
      'checkout.pickup.restaurant',
      'checkout.problem.notAllowed',
      'checkout.success.pickupAt',
      'checkout.time.groupPickup',
      'account.order.pickupType',
      'account.order.receiving',
      'info.delivery.orderTypes',
      'shared.paymentType.cashAtPickup',
      'api:orderType.pickup',
    ],
    avoid: { ro: /preluare/i, en: /take-?away|collection/i },
  },
  'cash payment': {
    term: { ro: /numerar/i, ru: /наличн/i, en: /cash/i, uk: /готівк/i },
    ids: ['account.order.cash', 'shared.paymentType.cashAtPickup', 'api:paymentType.cash'],
  },
  'delivery area': {
    term: { ro: /zon/i, ru: /район/i, en: /\barea/i, uk: /район/i },
    ids: [
      'checkout.delivery.region',
      'checkout.problem.minOrder',
      'info.delivery.regions',
      'pages.delivery.description',
      'api:order.region.required',
      'api:order.region.unknown',
      'api:order.minOrder',
    ],
    avoid: { ro: /regiun/i, ru: /зон[аыуе]/i, en: /\bzones?\b/i, uk: /зон[аиуі]/i },
  },
  cart: {
    term: { ro: /coș/i, ru: /корзин/i, en: /\bcart\b/i, uk: /кошик/i },
    ids: [
      'layout.nav.cart',
      'cart.drawer.title',
      'cart.lines.label',
      'checkout.summary.editCart',
      'payment.failure.backToCart',
      'product.addToCartTotal',
      'ui:productCard.addToCart',
    ],
    avoid: { en: /basket|\bbag\b/i },
  },
  'sign in / sign out': {
    term: {
      ro: /autentific|ieșire/i,
      ru: /вход|войд|войти|выйти/i,
      en: /sign (in|out)/i,
      uk: /вхід|увійд|увійти|вийти/i,
    },
    ids: [
      'auth.phone.title',
      'layout.nav.signIn',
      'checkout.bonuses.signIn',
      'checkout.bonuses.signInButton',
      'account.profile.logout',
      'api:error.unauthorized',
      'api:order.bonuses.guest',
    ],
    avoid: { en: /log ?(in|out)|login/i, ru: /авториз|залогин/i, uk: /авториз/i },
  },
  account: {
    term: { ro: /\bcont/i, ru: /кабинет/i, en: /account/i, uk: /кабінет/i },
    ids: ['layout.nav.account', 'account.nav.label', 'auth.code.profileUnavailable'],
    avoid: { ru: /аккаунт|учётн[ау]я запис/i, uk: /акаунт|обліков[ийого]+ запис/i },
    // Staff have accounts too, and read the word in the same language (issue 29).
    staff: true,
  },
  bonuses: {
    term: { ro: /bonus/i, ru: /бонус/i, en: /bonus/i, uk: /бонус/i },
    ids: ['account.nav.bonuses', 'pages.account.bonuses.title', 'checkout.summary.bonuses', 'checkout.bonuses.label'],
    avoid: { ro: /puncte/i, ru: /балл/i, en: /\bpoints\b|cashback/i, uk: /(?<!\p{L})бал(и|ів)(?!\p{L})/iu },
  },
  'spend bonuses': {
    term: { ro: /folos/i, ru: /спис/i, en: /\bspen[dt]\b/i, uk: /спис/i },
    ids: [
      'checkout.bonuses.available',
      'checkout.bonuses.useMax',
      'checkout.bonuses.none',
      'account.bonuses.spend',
      'pages.account.bonuses.description',
      'order.cancel.text',
    ],
    // en: “use” only of bonuses (“We use cookies” and “offline use” say something else).
    avoid: { ro: /cheltu/i, ru: /потрат|трат[ия]/i, en: /\buse\b(?=[^.]*\bbonus)|go towards/i, uk: /витрат/i },
  },
  'earn bonuses': {
    term: { ro: /\bprim/i, ru: /начисл/i, en: /\bearn/i, uk: /нарах/i },
    ids: [
      'account.bonuses.earn',
      'account.bonuses.balanceHint',
      'account.referral.earned',
      'checkout.bonuses.none',
      'pages.account.bonuses.description',
    ],
    avoid: { ro: /câștig|acumul/i, ru: /получено бонус/i, uk: /отримано бонус/i },
  },
  'dish (a menu item)': {
    term: { ro: /preparat/i, ru: /блюд/i, en: /\bdish/i, uk: /страв/i },
    ids: [
      'catalog.category.count',
      'catalog.results.count',
      'cart.drawer.count',
      'cart.lines.label',
      'cart.pricing.changed',
      'cart.pricing.unavailable',
      'checkout.summary.subtotal',
      'order.totals.subtotal',
      'account.orders.items',
      'account.order.repeatSkipped',
      'pages.product.title',
      'product.allergens.none',
      'catalog.allergens.legend',
      'promotions.details.dishes',
      'ui:categoryCard.count',
      'api:order.product.unavailable',
    ],
    avoid: { ro: /(?<!\p{L})fel(uri)?(?!\p{L})|produs/iu, ru: /товар/i, en: /\bproducts?\b|\bitems?\b/i, uk: /товар/i },
  },
  unavailable: {
    term: { ro: /disponibil/i, ru: /недоступн/i, en: /available/i, uk: /недоступн/i },
    ids: [
      'product.unavailable',
      'cart.line.unavailable',
      'cart.pricing.unavailable',
      'stopList.line',
      'stopList.summary',
      'checkout.summary.excluded',
      'ui:productCard.unavailable',
      'api:order.product.unavailable',
    ],
    avoid: {
      ro: /\bstoc/i,
      ru: /в наличии|не прода[её]тся|не продаются/i,
      en: /out of stock|sold out/i,
      uk: /в наявності|не продається|не продаються/i,
    },
  },
  'restaurant closed': {
    term: { ro: /închis/i, ru: /закрыт/i, en: /closed/i, uk: /зачин/i },
    ids: [
      'checkout.problem.closed',
      'checkout.problem.closedNow',
      'checkout.problem.closedDate',
      'checkout.time.closedDay',
      'checkout.notice.closedToday',
      'checkout.notice.closedNow',
      'info.hours.closed',
      'info.open.closedToday',
      'api:order.time.closed',
      'api:order.time.closedNow',
      'api:order.time.closedDate',
    ],
    avoid: { ro: /nu lucrează/i, ru: /не работает/i, uk: /не працює/i },
  },
  checkout: {
    term: { ro: /finaliz/i, ru: /оформ/i, en: /checkout/i, uk: /оформ/i },
    ids: ['checkout.page.title', 'pages.checkout.title', 'cart.footer.checkout', 'layout.checkout.secure'],
  },
  choose: {
    term: { ro: /alege|ales/i, ru: /выб[ие]р|выбра/i, en: /choose|chosen/i, uk: /обер|обра/i },
    ids: [
      'checkout.delivery.chooseRegion',
      'checkout.problem.closedNow',
      'ui:datepicker.open',
      'ui:datepicker.beforeMin',
      'api:field.invalidOption',
    ],
    avoid: { uk: /вибер|вибра|вибір/i },
  },
};

describe('glossary: one term per concept per language', () => {
  const cases = Object.entries(GLOSSARY).flatMap(([concept, { term, ids, avoid, staff }]) =>
    LOCALES.map((locale) => ({ concept, locale, term: term[locale], ids, avoid: avoid?.[locale], staff })),
  );

  it.each(cases)('$concept, $locale: its messages use the term', ({ locale, term, ids }) => {
    for (const id of ids) {
      const text = texts[locale][id];
      expect(text, `${locale}:${id} is missing`).toBeDefined();
      expect(text, `${locale}:${id}`).toMatch(term);
    }
  });

  it.each(cases.filter((c) => c.avoid))('$concept, $locale: no text uses a synonym', ({ locale, avoid, staff }) => {
    const offenders = Object.entries({ ...texts[locale], ...(staff ? staffTexts[locale] : {}) })
      .filter(([, text]) => avoid!.test(text))
      .map(([id, text]) => `${id}: ${text}`);
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});

/**
 * Romanian speaks to the shopper (and to staff) with "dumneavoastră": "Aveți", "Introduceți", "Comanda dvs.",
 * never "Ai", "Introdu", "Comanda ta" (issue 29: the checkout said "tu", the account "dvs."). Buttons and
 * placeholders keep the short imperative Romanian interfaces use ("Adaugă în coș", "Alege ora"); a sentence
 * that tells the shopper to do something uses the polite form, which is what the second check holds.
 */
describe('Romanian: one form of address', () => {
  // The second person singular: its pronouns, its clitics ("te", "-te", "îți") and its verbs' own forms.
  // A verb's own "-ești" ending too ("primești", "găsești"), which the checkout's "Cum primești comanda" had.
  const TU =
    /(?<![\p{L}-])(tu|ta|tău|tale|tăi|te|ți|îți|ai|poți|ești|vrei|știi|vei)(?![\p{L}])|\p{L}-te(?![\p{L}])|\p{L}{2,}ești(?![\p{L}])/iu;
  // A sentence (it ends with a full stop) that starts with a singular imperative.
  const TU_SENTENCE = /^(alege|introdu|adaugă|verifică|încearcă|apasă|scrie|folosește|deschide|sună)\s.*\.$/iu;

  it('uses no "tu" forms in any text', () => {
    const offenders = Object.entries({ ...texts.ro, ...staffTexts.ro })
      .filter(([, text]) => TU.test(text))
      .map(([id, text]) => `${id}: ${text}`);
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('asks in full sentences with the polite imperative', () => {
    const offenders = Object.entries({ ...texts.ro, ...staffTexts.ro })
      .filter(([, text]) => TU_SENTENCE.test(text))
      .map(([id, text]) => `${id}: ${text}`);
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});
