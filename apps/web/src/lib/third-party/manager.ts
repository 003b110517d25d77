import type { ConsentCategory, ThirdPartyAdapterConfig, ThirdPartyAdapterId } from '@casino/shared';
import { thirdPartyEvents } from './events';
import type { AdapterContext, AdapterStarter, ThirdPartyAdapter } from './types';

export interface ConsentSource {
  readonly allows: (category: ConsentCategory) => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

export interface AdapterManagerOptions {
  /** The switched-on adapters, as the server configured them. */
  readonly configs: readonly ThirdPartyAdapterConfig[];
  readonly consent: ConsentSource;
  readonly context: AdapterContext;
  /** Each consent-gated adapter's code, loaded only when it starts (the necessary ones have none here). */
  readonly starters: Readonly<Partial<Record<ThirdPartyAdapterId, () => Promise<AdapterStarter>>>>;
  /** A vendor that fails to load is logged only (SPEC.md error table: pixel load failure). */
  readonly onError: (id: ThirdPartyAdapterId, error: unknown) => void;
}

/**
 * Starts each switched-on adapter once the visitor allows its cookie category (now, or when they
 * answer later), hands it this page's events so far and the identified player, then each new
 * one. An adapter whose category is withdrawn stops getting anything; its script stays until the
 * next page load (a loaded script cannot be taken back). Returns the function that stops it all.
 */
export function startAdapterManager(options: AdapterManagerOptions): () => void {
  const running = new Map<ThirdPartyAdapterId, ThirdPartyAdapter>();
  const starting = new Set<ThirdPartyAdapterId>();
  let stopped = false;
  // A necessary adapter (chat widget, fingerprint) starts when the visitor asks for what it does
  // (support, an auth call: chat-widget.ts, fingerprint.ts), never at page load from here.
  const allowed = (config: ThirdPartyAdapterConfig) =>
    config.category !== 'necessary' && options.consent.allows(config.category);

  const start = async (config: ThirdPartyAdapterConfig) => {
    starting.add(config.id);
    try {
      const load = options.starters[config.id];
      if (!load) throw new Error(`no starter for the third-party adapter ${config.id}`);
      const starter = await load();
      const adapter = await starter(config, options.context);
      if (stopped) return;
      running.set(config.id, adapter);
      const player = thirdPartyEvents.player();
      if (player) adapter.identify(player);
      for (const event of thirdPartyEvents.kept()) adapter.track(event);
    } catch (error) {
      options.onError(config.id, error);
    }
  };
  const update = () => {
    for (const config of options.configs) {
      if (allowed(config) && !running.has(config.id) && !starting.has(config.id)) void start(config);
    }
  };
  const live = () =>
    [...running.values()].filter((adapter) =>
      options.configs.some((config) => config.id === adapter.id && allowed(config)),
    );

  const unsubscribes = [
    options.consent.subscribe(update),
    thirdPartyEvents.onEvent((event) => live().forEach((adapter) => adapter.track(event))),
    thirdPartyEvents.onPlayer((player) => live().forEach((adapter) => adapter.identify(player))),
  ];
  update();
  return () => {
    stopped = true;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
}
