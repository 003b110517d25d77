/**
 * The query-string keys that open a modal (SPEC.md section 2), and their older spellings.
 * The engine needs the whole vocabulary to keep two modal keys from standing together in a URL,
 * so it lives here; what each key may show, and to whom, is the registry's business
 * (app/modal-registry.ts), typed against this list so neither can drift from the other.
 */
export const MODAL_KEYS = [
  'add-limit',
  'affiliate-program',
  'avatars',
  'bonus-cancel-lock',
  'bonus-condition',
  'bonus-details',
  'cancel-deposit',
  'categories',
  'change-nickname',
  'change-pass',
  'confirm-bonus-unsettled',
  'confirm-bonus',
  'confirm-delete-limit',
  'confirm-email',
  'confirm-limit-update',
  'confirm-session-logout',
  'confirm',
  'cookie-request',
  'demo-game',
  'demo-unavailable',
  'deposit-error',
  'deposit-status',
  'deposit-success',
  'edit-limit',
  'email-verify',
  'fiat',
  'forgot-pass',
  'game-limit-reached',
  'games-filter',
  'geo-popup',
  'get-code',
  'global-search',
  'mobile-game',
  'package-bonus',
  'phone',
  'quest-rewards',
  'quest-task-games',
  'quest-tasks',
  'quests-hub',
  'referral-transfer',
  'reset-email-send',
  'reset-pass',
  'sign-in',
  'sign-up',
  'telegram-news',
  'wallet-bonus-info',
  'wallet-telegram-app',
  'wallet',
  'loyaltyLevel',
] as const;

export type ModalKey = (typeof MODAL_KEYS)[number];

/** Short spellings still found in links (bots, e-mails): they open the same modal. */
export const MODAL_KEY_ALIASES: Readonly<Record<string, ModalKey>> = {
  'tg-news': 'telegram-news',
  'tg-wallet': 'wallet-telegram-app',
};

const CANONICAL_KEYS: ReadonlySet<string> = new Set(MODAL_KEYS);

/** The modal a query key opens (canonical or alias), or undefined for any other query key. */
export function modalKeyOf(queryKey: string): ModalKey | undefined {
  if (CANONICAL_KEYS.has(queryKey)) return queryKey as ModalKey;
  return Object.hasOwn(MODAL_KEY_ALIASES, queryKey) ? MODAL_KEY_ALIASES[queryKey] : undefined;
}

/** Every query key that opens `key`: its own name and its aliases. */
export function queryKeysOf(key: ModalKey): readonly string[] {
  const aliases = Object.entries(MODAL_KEY_ALIASES)
    .filter(([, target]) => target === key)
    .map(([alias]) => alias);
  return [key, ...aliases];
}
