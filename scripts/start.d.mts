import type { StdioOptions } from 'node:child_process';

type Vars = Record<string, string | undefined>;

export declare const API_SCRIPT: string;
export declare const STOREFRONT_SCRIPT: string;
export declare const ADMIN_SCRIPT: string;

export interface ProductOptions {
  /** The shop's port. @default env.PORT, then 3000 */
  port?: string | number;
  /** The API's port. @default env.API_PORT, then 4000 */
  apiPort?: string | number;
  /** The back office's port. @default env.ADMIN_PORT, then 3001 */
  adminPort?: string | number;
  /** Settings for the back office only. */
  adminEnv?: Vars;
  /** What both services inherit and the user set. @default {} (startProduct: process.env is passed by the CLI) */
  env?: Vars;
  /** Settings for the API only. */
  apiEnv?: Vars;
  /** Settings for the storefront only. */
  storefrontEnv?: Vars;
}

export interface ServiceWiring {
  /** Where this machine reaches the service (health checks, the printed address). */
  url: string;
  env: Vars;
}

export declare function productEnv(options?: ProductOptions): {
  api: ServiceWiring;
  storefront: ServiceWiring;
  admin: ServiceWiring;
};

export interface RunningProduct {
  apiUrl: string;
  siteUrl: string;
  /** The back office's address; null when started without it. */
  adminUrl: string | null;
  /** Settles when both answer /healthz; rejects when one exits first or stays silent for two minutes. */
  ready: Promise<void>;
  /** Resolves when a service stops without stop() having been called. */
  exited: Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops both (SIGTERM, SIGKILL after 10 s); resolves when both have exited. */
  stop(): Promise<void>;
  /** Shuts the API alone down (SIGTERM, SIGKILL after 10 s), as a deploy does; resolves once it has exited. */
  stopApi(): Promise<void>;
  /** Starts the stopped API again on the same address and data; resolves once it answers /healthz. */
  startApi(): Promise<void>;
}

export declare function startProduct(
  options?: ProductOptions & { storefrontScript?: string; admin?: boolean; stdio?: StdioOptions },
): RunningProduct;
