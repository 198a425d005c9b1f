/** The cart (spec §3, §4, §9), kept in browser storage under `${prefix}cart`. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '../api/types';
import type { CookieJar } from '../services/cookies';
import { readJson, writeJson, type KeyValueStorage } from '../services/storage';
import {
  addLine,
  cartCount,
  cartTotal,
  lineKey,
  lineTotal,
  parseCart,
  removeLine,
  sameLine,
  setLineQuantity,
  type CartItem,
  type CartItemInput,
  type LineIdentity,
} from './cartLines';
import type * as cartPricing from './cartPricing';
import type { LineIssue } from './cartPricing';
import { stopListIssue } from './stopListIssue';

/**
 * How many lines the cart has, mirrored into a cookie: storage is the browser's alone, and this lets the
 * server render checkout's form (or its empty-cart notice) at once instead of a placeholder.
 */
export const CART_LINES_COOKIE = 'cart_lines';
const CART_LINES_COOKIE_OPTIONS = { maxAge: 30 * 86_400, path: '/', sameSite: 'lax' } as const;

export interface CartStoreDeps {
  storage: KeyValueStorage;
  storagePrefix: string;
  /** Where the line count is mirrored (`CART_LINES_COOKIE`). */
  cookies?: CookieJar;
  /** The catalog's products by id, for re-pricing (`catalog.getProductsByIds`). */
  fetchProducts?: (ids: readonly number[]) => Promise<Product[]>;
  /**
   * The restaurant that would cook the order, once the checkout knows it (the delivery area's, or the one
   * chosen for pickup), else null: a line its stop-list holds cannot be ordered.
   */
  restaurantId?: () => number | null;
}

export type PricingState = 'idle' | 'loading' | 'done' | 'error';

export class CartStore {
  items: CartItem[] = [];
  /** False until the browser has read the cart back from storage (the server never has it). */
  restored = false;
  /** The state of the last re-pricing. */
  pricing: PricingState = 'idle';
  /** What re-pricing found, by `lineKey`: changed prices and lines no longer sold. */
  issues = new Map<string, LineIssue>();
  /** The cart's products as the catalog sells them now (modifier names, categories). */
  products = new Map<number, Product>();
  private pricingRun = 0;

  constructor(private readonly deps: CartStoreDeps) {
    // hintedLines reads a cookie, which MobX cannot observe: never cached.
    makeAutoObservable<this, 'deps' | 'pricingRun'>(
      this,
      { deps: false, pricingRun: false, hintedLines: false },
      { autoBind: true },
    );
  }

  get storageKey(): string {
    return `${this.deps.storagePrefix}cart`;
  }

  /** Σ quantities: the badge on the cart button. */
  get count(): number {
    return cartCount(this.items);
  }

  /** Σ line totals, MDL. */
  get total(): number {
    return cartTotal(this.items);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /**
   * Before the cart is read back from storage (the server, the first render): how many lines the browser
   * said it has, or null when it never said. A hint for what to render first, never a total.
   */
  get hintedLines(): number | null {
    const value = this.deps.cookies?.get(CART_LINES_COOKIE);
    const lines = value === undefined ? Number.NaN : Number(value);
    return Number.isInteger(lines) && lines >= 0 ? lines : null;
  }

  /**
   * The notice on a line, if any: what re-pricing found, or that the order's restaurant has the dish on its
   * stop-list (which follows the checkout's choice of area or restaurant as it changes).
   */
  issueOf(line: LineIdentity): LineIssue | undefined {
    const issue = this.issues.get(lineKey(line));
    if (issue?.kind === 'unavailable') return issue;
    return stopListIssue(this.products.get(line.id), this.deps.restaurantId?.() ?? null) ?? issue;
  }

  /** The lines that can be ordered: everything but those no longer sold. */
  get orderableItems(): CartItem[] {
    return this.items.filter((line) => this.issueOf(line)?.kind !== 'unavailable');
  }

  get unavailableItems(): CartItem[] {
    return this.items.filter((line) => this.issueOf(line)?.kind === 'unavailable');
  }

  /** Σ line totals of the lines that can be ordered, MDL: what the order will cost before delivery. */
  get orderableTotal(): number {
    return cartTotal(this.orderableItems);
  }

  get hasPriceChanges(): boolean {
    return [...this.issues.values()].some((issue) => issue.kind === 'price');
  }

  lineTotal(line: CartItem): number {
    return lineTotal(line);
  }

  /** How many of a product are in the cart, over all its modifier variants. */
  quantityOf(productId: number): number {
    return cartCount(this.items.filter((line) => line.id === productId));
  }

  find(item: LineIdentity): CartItem | undefined {
    return this.items.find((line) => sameLine(line, item));
  }

  add(item: CartItemInput): void {
    this.ensureRestored();
    this.commit(addLine(this.items, item));
  }

  /** Takes `quantity` off the matching line; 0, or taking the last one, deletes the line (spec §4). */
  remove(item: LineIdentity, quantity: number): void {
    this.ensureRestored();
    this.commit(removeLine(this.items, item, quantity));
  }

  setQuantity(item: LineIdentity, quantity: number): void {
    this.ensureRestored();
    this.commit(setLineQuantity(this.items, item, quantity));
  }

  clear(): void {
    this.commit([]);
  }

  /**
   * Storage is read after hydration, and a child component's effect can edit the cart before that:
   * such an edit reads the saved cart first, so it cannot overwrite it.
   */
  private ensureRestored(): void {
    if (!this.restored) this.restore();
  }

  /** Reads the cart back from storage (browser start); malformed storage gives an empty cart. */
  restore(): void {
    this.items = parseCart(readJson(this.deps.storage, this.storageKey));
    this.restored = true;
    this.mirrorLineCount();
  }

  /**
   * Keeps `CART_LINES_COOKIE` equal to the number of lines, written only when that changes: a shopper who
   * never had a cart gets no cookie (the server then draws checkout's placeholder).
   */
  private mirrorLineCount(): void {
    const cookies = this.deps.cookies;
    if (cookies && (this.hintedLines ?? 0) !== this.items.length) {
      cookies.set(CART_LINES_COOKIE, String(this.items.length), CART_LINES_COOKIE_OPTIONS);
    }
  }

  /**
   * Fetches the cart's products and applies today's prices, keeping a notice on every line whose price
   * changed or that is no longer sold. Only the latest call applies; a failure keeps the cart as it was.
   */
  async reprice(): Promise<void> {
    const fetchProducts = this.deps.fetchProducts;
    const ids = [...new Set(this.items.map((line) => line.id))];
    if (!fetchProducts || ids.length === 0) return;
    const run = ++this.pricingRun;
    this.pricing = 'loading';
    try {
      // The re-pricing's code comes with the first re-pricing, while the catalog answers: not at start-up.
      const [products, pricing] = await Promise.all([fetchProducts(ids), import('./cartPricing')]);
      if (run !== this.pricingRun) return;
      runInAction(() => this.applyCatalog(products, pricing));
    } catch {
      if (run === this.pricingRun) runInAction(() => (this.pricing = 'error'));
    }
  }

  /** Applies a catalog answer (see `reprice`). */
  private applyCatalog(products: readonly Product[], { repriceLines, mergeIssues }: typeof cartPricing): void {
    for (const product of products) this.products.set(product.id, product);
    const { lines, issues } = repriceLines(this.items, products);
    this.issues = mergeIssues(this.issues, issues, lines);
    this.pricing = 'done';
    this.commit(lines);
  }

  /** The shopper has seen the changed prices. */
  dismissPriceChanges(): void {
    this.issues = new Map([...this.issues].filter(([, issue]) => issue.kind !== 'price'));
  }

  private commit(items: CartItem[]): void {
    this.items = items;
    writeJson(this.deps.storage, this.storageKey, items);
    this.mirrorLineCount();
    // A notice belongs to its line: gone with it.
    const keys = new Set(items.map(lineKey));
    if ([...this.issues.keys()].some((key) => !keys.has(key))) {
      this.issues = new Map([...this.issues].filter(([key]) => keys.has(key)));
    }
  }
}
