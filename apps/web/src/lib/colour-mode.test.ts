import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colourModeStore, parseColourModePreference, resolveColourMode } from './colour-mode';
import { logger } from './logger';
import { STORAGE_KEYS } from './storage';

describe('resolveColourMode', () => {
  it.each([
    ['system', true, 'light'],
    ['system', false, 'dark'],
    ['light', false, 'light'],
    ['dark', true, 'dark'],
  ] as const)(
    'preference %s with the system preferring light=%s gives %s',
    (preference, systemPrefersLight, expected) => {
      expect(resolveColourMode({ preference, systemPrefersLight, forced: [] })).toBe(expected);
    },
  );

  it('lets the most recently forced mode win over the preference', () => {
    expect(resolveColourMode({ preference: 'light', systemPrefersLight: true, forced: ['light', 'dark'] })).toBe(
      'dark',
    );
  });
});

describe('parseColourModePreference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['DARK', 'system'],
    ['', 'system'],
  ] as const)('%s -> %s', (stored, expected) => {
    expect(parseColourModePreference(stored)).toBe(expected);
  });
});

describe('forcing a colour mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies while forced and restores the preference when released', () => {
    colourModeStore.setPreference('light');
    const release = colourModeStore.force('dark');
    expect(colourModeStore.get().value).toBe('dark');
    release();
    expect(colourModeStore.get().value).toBe('light');
    expect(colourModeStore.get().preference).toBe('light');
  });

  it("refuses 'system' with a warning", () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    colourModeStore.setPreference('dark');
    const release = colourModeStore.force('system');
    expect(warn).toHaveBeenCalledOnce();
    expect(colourModeStore.get().forced).toEqual([]);
    expect(colourModeStore.get().value).toBe('dark');
    release();
  });
});

describe('the pre-paint script in index.html', () => {
  it('reads the same storage keys as the app', () => {
    const indexHtml = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(indexHtml).toContain(`'${STORAGE_KEYS.colourMode}'`);
    expect(indexHtml).toContain(`'${STORAGE_KEYS.drawerCompact}'`);
  });
});
