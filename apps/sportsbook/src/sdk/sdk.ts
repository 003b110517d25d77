/**
 * `window.altenarWSDK`: init, set, addSportsBook, addWidget and `ready`, with the real SDK's
 * names and shapes, so the site's integration code would work against either.
 */
import { h } from 'preact';
import { normaliseOddsFormat } from '../lib/odds-display';
import { applySet, initialRoute, routesEqual } from '../lib/route';
import { createStore } from '../lib/store';
import type { AltenarWSDK, CarouselWidgetProps, WidgetRoute, WidgetSetOptions, WidgetThemeName } from '../sdk-types';
import { CarouselWidget } from '../ui/carousel-widget';
import { mountView } from '../ui/mount';
import { SportsBookView } from '../ui/sportsbook-view';
import type { Store } from '../lib/store';
import type { WidgetSettings } from './runtime';
import { createRuntime } from './runtime';

const themeOf = (value: string | undefined): WidgetThemeName => (value === 'light' ? 'light' : 'dark');

/** The settings part of init/set: only the fields given, each checked (the site is outside code). */
export function settingsChange(options: WidgetSetOptions): Partial<WidgetSettings> {
  return {
    ...(typeof options.token === 'string' && { token: options.token }),
    ...(typeof options.culture === 'string' && options.culture !== '' && { culture: options.culture }),
    // The site's own locale code wins over the culture; a culture alone (an older host) decides by itself.
    ...(typeof options.locale === 'string' && options.locale !== ''
      ? { locale: options.locale.slice(0, 20) }
      : typeof options.culture === 'string' && options.culture !== '' && { locale: '' }),
    ...(options.themeName !== undefined && { themeName: themeOf(options.themeName) }),
    ...(options.oddsFormat !== undefined && { oddsFormat: normaliseOddsFormat(options.oddsFormat) }),
  };
}

export function createSdk(): AltenarWSDK {
  const runtime = createRuntime();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const routes = new Set<Store<WidgetRoute>>();

  return {
    ready,
    init(options) {
      runtime.settings.set((current) => ({
        ...current,
        ...settingsChange(options),
        integration: String(options.integration ?? ''),
        countryCode: String(options.countryCode ?? ''),
        initialised: true,
      }));
      markReady();
    },

    set(options) {
      const change = settingsChange(options);
      if (Object.keys(change).length > 0) runtime.settings.set((current) => ({ ...current, ...change }));
      for (const route of routes) route.set((current) => applySet(current, options));
    },

    addSportsBook({ props, container }) {
      const route = createStore(initialRoute(props));
      let reported = route.get();
      const stopReporting = route.subscribe((next) => {
        if (routesEqual(next, reported)) return;
        reported = next;
        props.onRouteChange?.(next);
      });
      routes.add(route);
      const mounted = mountView(container, runtime, h(SportsBookView, { props, route }));
      return {
        remove() {
          routes.delete(route);
          stopReporting();
          mounted.remove();
        },
      };
    },

    addWidget({ widget, props, container }) {
      let current: CarouselWidgetProps = { ...props };
      const mounted = mountView(container, runtime, h(CarouselWidget, { widget, props: current }));
      return {
        remove: () => mounted.remove(),
        update(next) {
          current = { ...current, ...next };
          mounted.update(h(CarouselWidget, { widget, props: current }));
        },
      };
    },
  };
}
