/**
 * A session's device in words a player recognises ("Chrome on Windows"), read from its user
 * agent. Order matters: Edge and Opera also say Chrome, Chrome also says Safari, every iPhone
 * browser says Safari.
 */
export interface DeviceName {
  readonly browser: string | undefined;
  readonly system: string | undefined;
  readonly kind: 'mobile' | 'desktop';
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/TelegramBot|Telegram/, 'Telegram'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const agent = userAgent ?? '';
  return {
    browser: firstMatch(agent, BROWSERS),
    system: firstMatch(agent, SYSTEMS),
    kind: /Mobi|Android|iPhone|iPod/.test(agent) ? 'mobile' : 'desktop',
  };
}
