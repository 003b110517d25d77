/**
 * The public surface of the widget script: what `window.altenarWSDK` offers the site. It mirrors
 * the third-party sportsbook SDK we stand in for (same names, same call shapes), plus `ready`.
 * The site imports these types from `@casino/sportsbook-widget/types`; nothing here runs.
 */
import type { SportBetView, SportEventSummaryView } from '@casino/shared';

export type WidgetOddsFormat = 'decimal' | 'fractional' | 'american';
export type WidgetThemeName = 'dark' | 'light';
export type WidgetPage = 'overview' | 'sport' | 'event' | 'live' | 'search' | 'bets';

/** Where the sportsbook view is; the site turns it into a /sport/... URL. */
export interface WidgetRoute {
  readonly page: WidgetPage;
  readonly sportId?: number;
  /** The sport's slug ("soccer"), once known. */
  readonly sportCode?: string;
  readonly categoryId?: number;
  readonly categorySlug?: string;
  readonly championshipIds?: readonly number[];
  readonly championshipSlug?: string;
  readonly eventId?: number;
  readonly eventSlug?: string;
}

export interface WidgetInitOptions {
  readonly integration: string;
  readonly culture: string;
  /** The site's locale code (`de`, `es-mx`, `fa`): the widget's language; without it, read from `culture`. */
  readonly locale?: string;
  /** The player's widget token; '' for a guest. */
  readonly token: string;
  readonly oddsFormat: WidgetOddsFormat;
  readonly themeName: WidgetThemeName;
  readonly countryCode: string;
}

/** Live changes: settings apply to every mounted view; page and ids navigate the sportsbook view. */
export interface WidgetSetOptions {
  readonly token?: string;
  readonly culture?: string;
  readonly locale?: string;
  readonly themeName?: WidgetThemeName;
  readonly oddsFormat?: WidgetOddsFormat;
  readonly page?: WidgetPage;
  readonly eventId?: number;
  readonly sportId?: number;
  readonly categoryIds?: readonly number[];
  readonly championshipIds?: readonly number[];
}

export interface SportsBookProps {
  /** Only the memory router exists: the site owns the address bar. */
  readonly routerType?: 'memory';
  readonly page?: WidgetPage;
  readonly sportId?: number;
  readonly categoryIds?: readonly number[];
  readonly championshipIds?: readonly number[];
  readonly eventId?: number;
  /** Every route change, including the slugs learnt once an event or sport has loaded. */
  readonly onRouteChange?: (route: WidgetRoute) => void;
  /** Once, on the first render. */
  readonly onRouterLoad?: (route: WidgetRoute) => void;
  /** A bet was accepted (status 'open'). */
  readonly onBetPlacement?: (bet: SportBetView) => void;
  /** A guest pressed "Sign in to bet". */
  readonly onSignInButtonClick?: () => void;
  readonly onEventSelect?: (event: SportEventSummaryView) => void;
}

export type WidgetName = 'WTopEventsCarousel' | 'WLiveNow';

export interface OddsClick {
  readonly eventId: number;
  readonly selectionId: number;
}

export interface CarouselWidgetProps {
  /** WLiveNow: only this sport's live events. */
  readonly sportId?: number;
  readonly onEventSelect?: (event: SportEventSummaryView) => void;
  readonly onOddsClick?: (click: OddsClick) => void;
}

/** An element, or the id of one. */
export type WidgetContainer = HTMLElement | string;

export interface SportsBookHandle {
  remove(): void;
}

export interface WidgetHandle {
  remove(): void;
  /** Merges the props into the current ones and re-renders (the top-events carousel on a sport change). */
  update(props: Partial<CarouselWidgetProps>): void;
}

export interface AltenarWSDK {
  init(options: WidgetInitOptions): void;
  set(options: WidgetSetOptions): void;
  addSportsBook(options: { readonly props: SportsBookProps; readonly container: WidgetContainer }): SportsBookHandle;
  addWidget(options: {
    readonly widget: WidgetName;
    readonly props: CarouselWidgetProps;
    readonly container: WidgetContainer;
  }): WidgetHandle;
  /** Resolved once `init` has completed; views added before it wait for it. */
  readonly ready: Promise<void>;
}

declare global {
  interface Window {
    altenarWSDK?: AltenarWSDK;
  }
}
