import type { Translate } from '@/lib/i18n';
import { deviceName } from './device-name';

/** "Chrome on Windows", "Chrome", "Windows", or "Unknown device", in the page's language. */
export function deviceLabel(userAgent: string | null, t: Translate): string {
  const { browser, system } = deviceName(userAgent);
  if (browser && system) return t('global-components:account.sessions.browserOnSystem', { browser, system });
  return browser ?? system ?? t('global-components:account.sessions.unknownDevice');
}
