import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/database';

/**
 * What modules offer one another, by name. Each module adds the services it provides from its own
 * `*.module.ts` (declaration merging, as Fastify's decorators are declared), so this file names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each module file
export interface ModuleServices {}

export type ServiceName = keyof ModuleServices;

/** What a module is given while it registers: the app's config and database, and the services it declared. */
export interface ModuleContext<Needs extends ServiceName = never, Later extends ServiceName = never> {
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly db: Database;
  /** The services named in `needs`, provided by modules earlier in the list. */
  readonly services: Pick<ModuleServices, Needs>;
  /**
   * The services named in `later`: provided by a module further down the list (a cycle the order
   * cannot break, such as payments crediting bonuses). Call them at request time, not while registering.
   */
  readonly later: { readonly [K in Later]: () => ModuleServices[K] };
  /** Adds routes to the operator API (`/api/admin`, behind its token check), registered by the admin module. */
  readonly addOperatorRoutes: (...routes: FastifyPluginAsync[]) => void;
  /** Every module's operator routes so far, in list order (the admin module registers them). */
  readonly operatorRoutes: readonly FastifyPluginAsync[];
}

/** What `register` answers: the services the module declared in `provides`, or nothing. */
export type Provided<Provides extends ServiceName> = [Provides] extends [never] ? void : Pick<ModuleServices, Provides>;

/**
 * One feature of the server: what it needs from modules before it, what it offers modules after
 * it, and a `register` that builds its services and registers its hooks, jobs and routes on the
 * root app. The module list (module-list.ts) orders them; `app.ts` runs the list.
 */
export interface AppModule<
  Needs extends ServiceName = never,
  Provides extends ServiceName = never,
  Later extends ServiceName = never,
> {
  readonly name: string;
  readonly needs?: readonly Needs[];
  readonly provides?: readonly Provides[];
  readonly later?: readonly Later[];
  /** Writes the module's seed data; runs under the migration lock, before any module registers. */
  seed?(db: Database): Promise<void>;
  register(app: FastifyInstance, context: ModuleContext<Needs, Later>): Promise<Provided<Provides>>;
}

/** A module of any needs, as the list holds them (defineModule checked its own service names). */
export interface AnyModule {
  readonly name: string;
  readonly needs?: readonly ServiceName[];
  readonly provides?: readonly ServiceName[];
  readonly later?: readonly ServiceName[];
  seed?(db: Database): Promise<void>;
  register(app: FastifyInstance, context: ModuleContext<ServiceName, ServiceName>): Promise<unknown>;
}

/** Declares a module; the type parameters are inferred from `needs`, `provides` and `later`. */
export function defineModule<
  const Needs extends ServiceName = never,
  const Provides extends ServiceName = never,
  const Later extends ServiceName = never,
>(module: AppModule<Needs, Provides, Later>): AppModule<Needs, Provides, Later> {
  return module;
}

export interface ModuleBase {
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
}

/**
 * Checks the list's order before anything is built: each module's needs are provided by a module
 * before it, its late needs by some module of the list, and no service by two modules.
 */
export function checkModuleOrder(modules: readonly AnyModule[]): void {
  const providers = new Map<ServiceName, string>();
  for (const module of modules) {
    const missing = (module.needs ?? []).filter((name) => !providers.has(name));
    if (missing.length > 0)
      throw new Error(`module ${module.name} needs ${missing.join(', ')}, which no module before it provides`);
    for (const name of module.provides ?? []) {
      const other = providers.get(name);
      if (other !== undefined) throw new Error(`modules ${other} and ${module.name} both provide ${name}`);
      providers.set(name, module.name);
    }
  }
  for (const module of modules) {
    const unmet = (module.later ?? []).filter((name) => !providers.has(name));
    if (unmet.length > 0) throw new Error(`module ${module.name} uses ${unmet.join(', ')}, which no module provides`);
  }
}

/**
 * Runs each module's `register` in list order on the root app, once the order is checked, handing
 * each the services it declared; each service a module declares it provides must be provided.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AnyModule[],
  base: ModuleBase,
): Promise<void> {
  checkModuleOrder(modules);
  const provided = new Map<ServiceName, unknown>();
  const operatorRoutes: FastifyPluginAsync[] = [];
  const lookup = (module: AnyModule, name: ServiceName): unknown => {
    if (!provided.has(name)) throw new Error(`module ${module.name}: ${name} is not provided yet`);
    return provided.get(name);
  };
  for (const module of modules) {
    const services = Object.fromEntries((module.needs ?? []).map((name) => [name, provided.get(name)]));
    const later = Object.fromEntries((module.later ?? []).map((name) => [name, () => lookup(module, name)]));
    const offered = await module.register(app, {
      ...base,
      db: base.database.db,
      services: services as ModuleContext<ServiceName, ServiceName>['services'],
      later: later as ModuleContext<ServiceName, ServiceName>['later'],
      addOperatorRoutes: (...routes) => operatorRoutes.push(...routes),
      operatorRoutes,
    });
    for (const name of module.provides ?? []) {
      const service = (offered as Partial<Record<ServiceName, unknown>> | undefined)?.[name];
      if (service === undefined) throw new Error(`module ${module.name} did not provide ${name}`);
      provided.set(name, service);
    }
  }
}
