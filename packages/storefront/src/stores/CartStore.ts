/** The cart (spec §3, §4, §9), kept in browser storage under `${prefix}cart`. */
import { makeAutoObservable } from "mobx";
import { readJson, writeJson, type KeyValueStorage } from "../services/storage";
import {
  addLine,
  cartCount,
  cartTotal,
  lineTotal,
  parseCart,
  removeLine,
  sameLine,
  setLineQuantity,
  type CartItem,
  type CartItemInput,
  type LineIdentity,
} from "./cartLines";

export interface CartStoreDeps {
  storage: KeyValueStorage;
  storagePrefix: string;
}

export class CartStore {
  items: CartItem[] = [];

  constructor(private readonly deps: CartStoreDeps) {
    makeAutoObservable<this, "deps">(this, { deps: false }, { autoBind: true });
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
    this.commit(addLine(this.items, item));
  }

  /** Takes `quantity` off the matching line; 0, or taking the last one, deletes the line (spec §4). */
  remove(item: LineIdentity, quantity: number): void {
    this.commit(removeLine(this.items, item, quantity));
  }

  setQuantity(item: LineIdentity, quantity: number): void {
    this.commit(setLineQuantity(this.items, item, quantity));
  }

  clear(): void {
    this.commit([]);
  }

  /** Reads the cart back from storage (browser start); malformed storage gives an empty cart. */
  restore(): void {
    this.items = parseCart(readJson(this.deps.storage, this.storageKey));
  }

  private commit(items: CartItem[]): void {
    this.items = items;
    writeJson(this.deps.storage, this.storageKey, items);
  }
}
