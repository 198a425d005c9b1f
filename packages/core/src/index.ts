/**
 * @nori/core: what the API, the storefront and the back office compute alike, written once.
 * Pure functions and types: no database, no HTTP, no DOM (its only dependency is `@date-fns/tz`).
 * A page's first-load code imports the leaf it needs (`@nori/core/time`, `@nori/core/orderRules`) rather than
 * this index: a bundler counts every module this index reaches as part of that first load.
 * Apart, with their own export paths so a page loads them only where needed: `@nori/core/phone` (the phone
 * rule on libphonenumber-js, ~34 kB gzip) and `@nori/core/search`.
 */
export * from './money';
export * from './pricing';
export * from './quote';
export * from './time';
export * from './instant';
export * from './hours';
export * from './orderRules';
export * from './slots';
export * from './limits';
export * from './birthday';
export * from './canonicalJson';
export * from './orderLifecycle';
