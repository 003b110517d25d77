import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalBodyProps, ModalKey, ModalRule, ModalViewer } from '@/lib/modals';

/**
 * Every modal of SPEC.md section 2, as data: its access rule and the body it shows. The key
 * names and their aliases (tg-news, tg-wallet) are the engine's vocabulary, in
 * lib/modals/modal-keys.ts; this table must name each of them once (the type sees to it).
 *
 * Access: 'guest-only' modals are for guests (a logged-in player asking for one gets nothing);
 * 'login' modals need a player (a guest asking for one gets sign-in). `messengerApp` marks the
 * modals the spec flags for guests and the messenger mini-app (sign-in, sign-up, wallet,
 * telegram-news); the spec gives the flag no behaviour beyond the wallet swap below, so it is
 * recorded for the messenger feature rather than enforced.
 */
export type ModalBody = LazyExoticComponent<ComponentType<ModalBodyProps>>;

/** What the host renders for a key: the body and the content keys of its heading. */
export interface ModalView {
  readonly body: ModalBody;
  readonly titleKey: string;
  readonly descriptionKey?: string;
}

export interface ModalDefinition extends ModalRule {
  /** Loaded on demand: each modal's code is its own chunk. */
  readonly body: ModalBody;
  /** A line under the title (content key); the title is always `modals:<key>.title`. */
  readonly descriptionKey?: string;
  /** Shown instead inside the messenger mini-app (SPEC.md section 6: a separate wallet modal). */
  readonly messengerView?: ModalView;
}

// Modals whose feature is not built yet share one placeholder body; a feature replaces its
// entry's body with its own lazy import.
const comingSoon: ModalBody = lazy(() => import('./modals/placeholder-modal'));
const signIn: ModalBody = lazy(() => import('./modals/sign-in-modal'));
const messengerWallet: ModalBody = comingSoon;

const COMING_SOON_TEXT = 'modals:common.placeholderText';

/** The wallet modal opens on one of its two tabs; any other value opens nothing. */
export const WALLET_VALUES = ['deposit', 'withdraw'] as const;

const loginNeeded = (extra: Partial<ModalDefinition> = {}): ModalDefinition => ({
  access: 'login',
  body: comingSoon,
  descriptionKey: COMING_SOON_TEXT,
  ...extra,
});
const guestOnly = (extra: Partial<ModalDefinition> = {}): ModalDefinition => ({
  access: 'guest-only',
  body: comingSoon,
  descriptionKey: COMING_SOON_TEXT,
  ...extra,
});

export const MODAL_REGISTRY: { readonly [K in ModalKey]: ModalDefinition } = {
  'sign-in': guestOnly({ body: signIn, descriptionKey: 'modals:sign-in.description', messengerApp: true }),
  'sign-up': guestOnly({ messengerApp: true }),
  'reset-pass': guestOnly(),
  'forgot-pass': guestOnly(),
  'reset-email-send': guestOnly(),

  wallet: loginNeeded({
    values: WALLET_VALUES,
    messengerApp: true,
    messengerView: { body: messengerWallet, titleKey: 'modals:wallet-telegram-app.title', descriptionKey: COMING_SOON_TEXT },
  }),
  'wallet-telegram-app': loginNeeded({ body: messengerWallet }),
  'telegram-news': loginNeeded({ messengerApp: true }),
  confirm: loginNeeded({ confirmedProfile: true }),

  'add-limit': loginNeeded(),
  'affiliate-program': loginNeeded(),
  avatars: loginNeeded(),
  'bonus-cancel-lock': loginNeeded(),
  'bonus-condition': loginNeeded(),
  'bonus-details': loginNeeded(),
  'cancel-deposit': loginNeeded(),
  categories: loginNeeded(),
  'change-nickname': loginNeeded(),
  'change-pass': loginNeeded(),
  'confirm-bonus-unsettled': loginNeeded(),
  'confirm-bonus': loginNeeded(),
  'confirm-delete-limit': loginNeeded(),
  'confirm-email': loginNeeded(),
  'confirm-limit-update': loginNeeded(),
  'confirm-session-logout': loginNeeded(),
  'cookie-request': loginNeeded(),
  'demo-game': loginNeeded(),
  'demo-unavailable': loginNeeded(),
  'deposit-error': loginNeeded(),
  'deposit-status': loginNeeded(),
  'deposit-success': loginNeeded(),
  'edit-limit': loginNeeded(),
  'email-verify': loginNeeded(),
  fiat: loginNeeded(),
  'game-limit-reached': loginNeeded(),
  'games-filter': loginNeeded(),
  'geo-popup': loginNeeded(),
  'get-code': loginNeeded(),
  'global-search': loginNeeded(),
  'mobile-game': loginNeeded(),
  'package-bonus': loginNeeded(),
  phone: loginNeeded(),
  'quest-rewards': loginNeeded(),
  'quest-task-games': loginNeeded(),
  'quest-tasks': loginNeeded(),
  'quests-hub': loginNeeded(),
  'referral-transfer': loginNeeded(),
  'wallet-bonus-info': loginNeeded(),
  loyaltyLevel: loginNeeded(),
};

/** The body and heading for `key`, as this viewer sees it. */
export function modalViewFor(key: ModalKey, viewer: Pick<ModalViewer, 'isMessengerApp'>): ModalView {
  const definition = MODAL_REGISTRY[key];
  if (viewer.isMessengerApp && definition.messengerView) return definition.messengerView;
  return { body: definition.body, titleKey: `modals:${key}.title`, descriptionKey: definition.descriptionKey };
}
