import { useEffect, useSyncExternalStore } from 'react';
import { logger } from './logger';
import { localStore, STORAGE_KEYS } from './storage';

/**
 * Colour mode (SPEC.md section 4): the player's preference and the mode that results from it.
 * index.html applies the stored mode before the first paint with the same rule, so the page
 * never flashes the wrong colours; this module takes over once the app runs.
 */
export const COLOUR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ColourModePreference = (typeof COLOUR_MODE_PREFERENCES)[number];
export type ColourMode = 'light' | 'dark';

/** Shown to a visitor whose system states no preference: the brand's look. */
const DEFAULT_SYSTEM_MODE: ColourMode = 'dark';
const SYSTEM_LIGHT_QUERY = '(prefers-color-scheme: light)';

export function parseColourModePreference(stored: string | null): ColourModePreference {
  return (COLOUR_MODE_PREFERENCES as readonly (string | null)[]).includes(stored)
    ? (stored as ColourModePreference)
    : 'system';
}

export interface ColourModeInputs {
  readonly preference: ColourModePreference;
  readonly systemPrefersLight: boolean;
  /** Modes forced by mounted pages; the most recent wins. */
  readonly forced: readonly ColourMode[];
}

export function resolveColourMode({ preference, systemPrefersLight, forced }: ColourModeInputs): ColourMode {
  const forcedMode = forced.at(-1);
  if (forcedMode) return forcedMode;
  if (preference !== 'system') return preference;
  return systemPrefersLight ? 'light' : DEFAULT_SYSTEM_MODE;
}

export interface ColourModeState extends ColourModeInputs {
  /** The mode the page shows. */
  readonly value: ColourMode;
}

function withValue(inputs: ColourModeInputs): ColourModeState {
  return { ...inputs, value: resolveColourMode(inputs) };
}

let state: ColourModeState = withValue({ preference: 'system', systemPrefersLight: false, forced: [] });
const listeners = new Set<() => void>();

function update(change: Partial<ColourModeInputs>): void {
  const next = withValue({ ...state, ...change });
  const valueChanged = next.value !== state.value;
  state = next;
  if (valueChanged) applyColourMode(next.value);
  for (const listener of listeners) listener();
}

function applyColourMode(mode: ColourMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.colourMode = mode;
  root.style.colorScheme = mode;
}

const SERVER_COLOUR_MODE: ColourModeState = withValue({ preference: 'system', systemPrefersLight: false, forced: [] });
const serverColourMode = (): ColourModeState => SERVER_COLOUR_MODE;

export const colourModeStore = {
  get: (): ColourModeState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setPreference: (preference: ColourModePreference): void => {
    localStore.set(STORAGE_KEYS.colourMode, preference);
    update({ preference });
  },
  /** Forces `mode` until the returned function is called; forcing 'system' is refused. */
  force: (mode: ColourModePreference): (() => void) => {
    if (mode === 'system') {
      logger.warn("a page may force 'light' or 'dark', not 'system': ignored");
      return () => undefined;
    }
    update({ forced: [...state.forced, mode] });
    return () => {
      const index = state.forced.lastIndexOf(mode);
      if (index >= 0) update({ forced: state.forced.filter((_, position) => position !== index) });
    };
  },
};

/** Reads the stored preference and follows the system setting while the preference is 'system'. */
export function startColourMode(): void {
  const systemQuery = window.matchMedia(SYSTEM_LIGHT_QUERY);
  systemQuery.addEventListener('change', (event) => update({ systemPrefersLight: event.matches }));
  state = withValue({
    ...state,
    preference: parseColourModePreference(localStore.get(STORAGE_KEYS.colourMode)),
    systemPrefersLight: systemQuery.matches,
  });
  applyColourMode(state.value);
}

export function useColourMode(): ColourModeState & { setPreference: (preference: ColourModePreference) => void } {
  // Hydration renders what the prerendered HTML holds (the default), then the stored preference.
  const current = useSyncExternalStore(colourModeStore.subscribe, colourModeStore.get, serverColourMode);
  return { ...current, setPreference: colourModeStore.setPreference };
}

/** A page that only works in one mode (a game lobby drawn for dark) forces it while mounted. */
export function useForcedColourMode(mode: ColourModePreference): void {
  useEffect(() => colourModeStore.force(mode), [mode]);
}
