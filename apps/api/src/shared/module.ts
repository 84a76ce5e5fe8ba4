import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeFeed, PoolFigures } from '../db/database';
import type { Geocoder } from '../integrations/geocoder/geocoder';
import type { AppContext } from './app-context';

/**
 * The name of one thing a module hands to the modules registered after it (the catalogue's per-app service) or
 * that `app.ts` fills for a module (merchants' `BusinessActivity` port), typed by what it holds. The module that
 * owns the type exports the key from its `index.ts`, so whoever reads it imports that module, and the module
 * circles lint sees the dependency (decision 048).
 */
export interface Provision<T> {
  readonly name: string;
  /** Never set: carries `T` so that `provide` and `get` agree on it. */
  readonly type?: T;
}

export const provision = <T>(name: string): Provision<T> => ({ name });

/** One app's provisions, filled while its modules register, in their order. */
export class Provisions {
  readonly #values = new Map<Provision<unknown>, unknown>();

  provide<T>(key: Provision<T>, value: T): void {
    if (this.#values.has(key)) throw new Error(`${key.name} is provided twice`);
    this.#values.set(key, value);
  }

  /** Throws at start-up, naming the key, when the module that provides it has not been registered before. */
  get<T>(key: Provision<T>): T {
    if (!this.#values.has(key)) throw new Error(`${key.name} is not provided yet: register the module that provides it first`);
    return this.#values.get(key) as T;
  }
}

/** What `buildApp` gives every module: one object, the same for all. */
export interface ModuleOptions {
  context: AppContext;
  geocoder: Geocoder;
  /** The database's change notifications (`DatabaseHandle.listen`); without them listings are never cached. */
  listen?: (channel: string, onNotify: () => void) => Promise<ChangeFeed>;
  /** The PostgreSQL pool's figures (`DatabaseHandle.poolFigures`), for GET /metrics; absent on the embedded database. */
  poolFigures?: () => PoolFigures;
  provisions: Provisions;
}

/**
 * A module's one Fastify plugin, exported from its `index.ts`: it builds the module's services and registers its
 * routes, each routes plugin encapsulated as before (decision 048).
 */
export type LullModule = FastifyPluginAsyncZod<ModuleOptions>;
