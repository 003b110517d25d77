import type { ThirdPartyAdapterConfig, ThirdPartyAdapterId } from '@casino/shared';
import type { IdentifiedPlayer, TrackedEvent } from './events';

/** The browser facts the retargeting pixel sends (SPEC.md, Third-party loads). */
export interface BrowserFacts {
  readonly screen: string;
  readonly timeZone: string;
  readonly plugins: number;
  readonly mimeTypes: number;
  /** Gigabytes of memory, as the browser rounds it; 0 when it does not tell. */
  readonly memory: number;
  readonly cores: number;
  /** The graphics renderer WebGL reports; empty when it does not. */
  readonly renderer: string;
}

/** What an adapter may do in the page: given, so unit tests give fakes (no real script or request). */
export interface AdapterContext {
  /** Adds the vendor's script to the page; resolves once it has run. */
  readonly loadScript: (url: string) => Promise<void>;
  /** Requests an image: the beacon of a pixel. */
  readonly sendBeacon: (url: string) => void;
  /** Where vendors keep their globals (window.dataLayer...). */
  readonly global: Record<string, unknown>;
  readonly browserFacts: () => BrowserFacts;
}

/** A started adapter: it gets the page's events and the identified player. */
export interface ThirdPartyAdapter {
  readonly id: ThirdPartyAdapterId;
  track(event: TrackedEvent): void;
  identify(player: IdentifiedPlayer | null): void;
}

/** Starts an adapter with the server's configuration: called only once its consent category is allowed. */
export type AdapterStarter = (config: ThirdPartyAdapterConfig, context: AdapterContext) => Promise<ThirdPartyAdapter>;
