import type { ComponentType } from 'react';
import type { ModalBodyProps, ModalKey, ModalRule, ModalViewer } from '@/lib/modals';
import type * as retentionBodiesModule from '@/features/retention/modals/retention-modal-bodies';
import type * as bonusBodiesModule from './bonus/bonus-modal-bodies';
import { CONFIRM_VALUES } from './modals/confirm-actions';
import { preloadableBody, type PreloadableBody } from './modals/preloadable-body';

/**
 * Every modal of SPEC.md section 2, as data: its access rule and the body it shows. The key
 * names and their aliases (tg-news, tg-wallet) are the engine's vocabulary, in
 * lib/modals/modal-keys.ts; this table must name each of them once (the type sees to it).
 *
 * Access: 'guest-only' modals are for guests (a logged-in player asking for one gets nothing);
 * 'login' modals need a player (a guest asking for one gets sign-in); 'anyone' modals are for
 * everyone (the games list's filters: browsing). `messengerApp` marks the
 * modals the spec flags for guests and the messenger mini-app (sign-in, sign-up, wallet,
 * telegram-news); the spec gives the flag no behaviour beyond the wallet swap below, so it is
 * recorded for the messenger feature rather than enforced.
 */
export type ModalBody = PreloadableBody;

/** What the host renders for a key: the body and the content keys of its heading. */
export interface ModalView {
  readonly body: ModalBody;
  readonly titleKey: string;
  readonly descriptionKey?: string;
}

export interface ModalDefinition extends ModalRule {
  /** Loaded on demand (or preloaded, app/modals/modal-prefetch.ts): each modal's code is its own chunk. */
  readonly body: ModalBody;
  /** A line under the title (content key); the title is always `modals:<key>.title`. */
  readonly descriptionKey?: string;
  /** Shown instead inside the messenger mini-app (SPEC.md section 6: a separate wallet modal). */
  readonly messengerView?: ModalView;
  /**
   * No close button, Escape or backdrop: the body closes it itself once its reason is gone (the geo
   * popup). `guests`: locked for a guest only; a player may close it (a player abroad keeps the
   * way to their balance: withdrawals stay open in a restricted country, only deposits close).
   */
  readonly locked?: boolean | 'guests';
}

// Modals whose feature is not built yet share one placeholder body; a feature replaces its
// entry's body with its own lazy import.
const comingSoon: ModalBody = preloadableBody(() => import('./modals/placeholder-modal'));

/** The geo popup (app/geo): shown to a visitor from a restricted country, for as long as they are there. */
const geoPopup: ModalBody = preloadableBody(() => import('./geo/geo-popup-modal'));

/** A feature's modal body, with the shared modal-body styles (buttons, links, notes) it builds on. */
const featureBody = (load: () => Promise<{ default: ComponentType<ModalBodyProps> }>): ModalBody =>
  preloadableBody(async () => (await Promise.all([load(), import('./modals/modal-bodies.css')]))[0]);

/** The cookie choice (app/consent): the first answer (cookie-request) and a later change (categories) share one body. */
const cookieChoice: ModalBody = featureBody(() => import('./consent/cookie-choice-modal'));

const auth = {
  signIn: featureBody(() => import('@/features/auth/modals/sign-in-modal')),
  signUp: featureBody(() => import('@/features/auth/modals/sign-up-modal')),
  forgotPass: featureBody(() => import('@/features/auth/modals/forgot-pass-modal')),
  resetEmailSend: featureBody(() => import('@/features/auth/modals/reset-email-send-modal')),
  resetPass: featureBody(() => import('@/features/auth/modals/reset-pass-modal')),
};
/** The site's generic confirmation, for actions on a confirmed profile (app/modals/confirm-actions.ts). */
const confirmBody: ModalBody = featureBody(() => import('./modals/confirm-modal'));

const profile = {
  avatars: featureBody(() => import('@/features/profile/modals/avatars-modal')),
  changeNickname: featureBody(() => import('@/features/profile/modals/change-nickname-modal')),
  changePass: featureBody(() => import('@/features/profile/modals/change-pass-modal')),
  confirmEmail: featureBody(() => import('@/features/profile/modals/confirm-email-modal')),
  confirmSessionLogout: featureBody(() => import('@/features/profile/modals/confirm-session-logout-modal')),
  emailVerify: featureBody(() => import('@/features/profile/modals/email-verify-modal')),
  getCode: featureBody(() => import('@/features/profile/modals/get-code-modal')),
  phone: featureBody(() => import('@/features/profile/modals/phone-modal')),
};
/** The wallet's bodies share one chunk (app/wallet/wallet-modal-bodies.ts); each picks its export. */
const walletBodies = () => import('./wallet/wallet-modal-bodies');
const wallet = {
  wallet: featureBody(async () => ({ default: (await walletBodies()).WalletBody })),
  depositStatus: featureBody(async () => ({ default: (await walletBodies()).DepositStatusBody })),
  depositResult: featureBody(async () => ({ default: (await walletBodies()).DepositResultBody })),
  cancelDeposit: featureBody(async () => ({ default: (await walletBodies()).CancelDepositBody })),
  fiat: featureBody(async () => ({ default: (await walletBodies()).FiatBody })),
  messengerWallet: featureBody(async () => ({ default: (await walletBodies()).MessengerWalletBody })),
};

/** The messenger's news channel (app/telegram: the news are a content page of features/content). */
const telegramNews: ModalBody = featureBody(() => import('./telegram/telegram-news-modal'));

/** Responsible gaming (features/limits, in its scope in app/limits): its bodies share one chunk, each picks its export. */
const limitsBodies = () => import('./limits/limits-modal-bodies');
const limits = {
  addLimit: featureBody(async () => ({ default: (await limitsBodies()).AddLimitBodyInScope })),
  editLimit: featureBody(async () => ({ default: (await limitsBodies()).EditLimitBody })),
  confirmDeleteLimit: featureBody(async () => ({ default: (await limitsBodies()).ConfirmDeleteLimitBody })),
  confirmLimitUpdate: featureBody(async () => ({ default: (await limitsBodies()).ConfirmLimitUpdateBody })),
  gameLimitReached: featureBody(async () => ({ default: (await limitsBodies()).GameLimitReachedBody })),
};

/** The lobby's modals (features/lobby-games): search, the games list's filters and the game page's. */
const lobby = {
  globalSearch: featureBody(() => import('@/features/lobby-games/modals/global-search-modal')),
  gamesFilter: featureBody(() => import('@/features/lobby-games/modals/games-filter-modal')),
  demoGame: featureBody(() => import('@/features/lobby-games/modals/demo-game-modal')),
  demoUnavailable: featureBody(() => import('@/features/lobby-games/modals/demo-unavailable-modal')),
  mobileGame: featureBody(() => import('@/features/lobby-games/modals/mobile-game-modal')),
};

/** Bonuses (features/bonuses, in their scope in app/bonus): one chunk, each picks its export. */
type BonusBodies = typeof bonusBodiesModule;
const bonusBody = (name: keyof BonusBodies): ModalBody =>
  featureBody(async () => ({ default: (await import('./bonus/bonus-modal-bodies'))[name] }));

/** Quests, loyalty and the referral programme (features/retention): one chunk, each picks its export. */
type RetentionBodies = typeof retentionBodiesModule;
const retentionBody = (name: keyof RetentionBodies): ModalBody =>
  featureBody(async () => ({ default: (await import('@/features/retention/modals/retention-modal-bodies'))[name] }));

const COMING_SOON_TEXT = 'modals:common.placeholderText';

/** The add-limit modal opens for one kind: an amount limit, the daily play time or a break (features/limits). */
const ADD_LIMIT_VALUES = ['bet', 'loss', 'deposit', 'play-time', 'cooling-off', 'self-exclusion'] as const;

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
  'sign-in': guestOnly({ body: auth.signIn, descriptionKey: 'modals:sign-in.description', messengerApp: true }),
  'sign-up': guestOnly({ body: auth.signUp, descriptionKey: 'modals:sign-up.description', messengerApp: true }),
  'reset-pass': guestOnly({ body: auth.resetPass, descriptionKey: 'modals:reset-pass.description' }),
  'forgot-pass': guestOnly({ body: auth.forgotPass, descriptionKey: 'modals:forgot-pass.description' }),
  'reset-email-send': guestOnly({ body: auth.resetEmailSend, descriptionKey: undefined }),

  wallet: loginNeeded({
    body: wallet.wallet,
    descriptionKey: undefined,
    values: WALLET_VALUES,
    messengerApp: true,
    messengerView: { body: wallet.messengerWallet, titleKey: 'modals:wallet-telegram-app.title' },
  }),
  'wallet-telegram-app': loginNeeded({ body: wallet.messengerWallet, descriptionKey: undefined }),
  // The bot's news channel, for guests and players alike (issue 27): content the operator edits.
  'telegram-news': { access: 'anyone', body: telegramNews, messengerApp: true },
  // Opens for an action of app/modals/confirm-actions.ts only (?confirm=email-change); any other value opens nothing.
  confirm: loginNeeded({
    confirmedProfile: true,
    body: confirmBody,
    descriptionKey: undefined,
    values: CONFIRM_VALUES,
  }),

  'add-limit': loginNeeded({ body: limits.addLimit, descriptionKey: undefined, values: ADD_LIMIT_VALUES }),
  'affiliate-program': loginNeeded({ body: retentionBody('AffiliateProgramBody'), descriptionKey: undefined }),
  avatars: loginNeeded({ body: profile.avatars, descriptionKey: 'modals:avatars.description' }),
  'bonus-cancel-lock': loginNeeded({ body: bonusBody('BonusCancelLockBody'), descriptionKey: undefined }),
  'bonus-condition': loginNeeded({ body: bonusBody('BonusConditionBody'), descriptionKey: undefined }),
  'bonus-details': loginNeeded({ body: bonusBody('BonusDetailsBody'), descriptionKey: undefined }),
  'cancel-deposit': loginNeeded({ body: wallet.cancelDeposit, descriptionKey: undefined }),
  // The visitor's cookie categories, for guests above all (issue 27): asked before any login.
  categories: { access: 'anyone', body: cookieChoice },
  'change-nickname': loginNeeded({
    body: profile.changeNickname,
    descriptionKey: 'modals:change-nickname.description',
  }),
  'change-pass': loginNeeded({ body: profile.changePass, descriptionKey: 'modals:change-pass.description' }),
  'confirm-bonus-unsettled': loginNeeded({ body: bonusBody('ConfirmBonusUnsettledBody'), descriptionKey: undefined }),
  'confirm-bonus': loginNeeded({ body: bonusBody('ConfirmBonusBody'), descriptionKey: undefined }),
  'confirm-delete-limit': loginNeeded({ body: limits.confirmDeleteLimit, descriptionKey: undefined }),
  'confirm-email': loginNeeded({ body: profile.confirmEmail, descriptionKey: undefined }),
  'confirm-limit-update': loginNeeded({ body: limits.confirmLimitUpdate, descriptionKey: undefined }),
  'confirm-session-logout': loginNeeded({ body: profile.confirmSessionLogout, descriptionKey: undefined }),
  'cookie-request': { access: 'anyone', body: cookieChoice },
  'demo-game': loginNeeded({ body: lobby.demoGame, descriptionKey: undefined }),
  'demo-unavailable': loginNeeded({ body: lobby.demoUnavailable, descriptionKey: undefined }),
  'deposit-error': loginNeeded({ body: wallet.depositResult, descriptionKey: undefined }),
  'deposit-status': loginNeeded({ body: wallet.depositStatus, descriptionKey: 'modals:deposit-status.description' }),
  'deposit-success': loginNeeded({ body: wallet.depositResult, descriptionKey: undefined }),
  'edit-limit': loginNeeded({ body: limits.editLimit, descriptionKey: undefined }),
  'email-verify': loginNeeded({ body: profile.emailVerify, descriptionKey: 'modals:email-verify.description' }),
  fiat: loginNeeded({ body: wallet.fiat, descriptionKey: undefined }),
  'game-limit-reached': loginNeeded({ body: limits.gameLimitReached, descriptionKey: undefined }),
  // Filtering is browsing: guests filter the lobby as they browse it (issue 31; the spec lists the key among login-needed ones).
  'games-filter': { access: 'anyone', body: lobby.gamesFilter },
  // Anyone: guests above all (registration is what it closes); app/geo/geo-gate.tsx opens it. A guest
  // cannot close it while there (only sign in, for an existing player's balance); a player can.
  'geo-popup': { access: 'anyone', body: geoPopup, descriptionKey: 'modals:geo-popup.description', locked: 'guests' },
  'get-code': loginNeeded({ body: profile.getCode, descriptionKey: 'modals:get-code.description' }),
  'global-search': loginNeeded({ body: lobby.globalSearch, descriptionKey: undefined }),
  'mobile-game': loginNeeded({ body: lobby.mobileGame, descriptionKey: undefined }),
  'package-bonus': loginNeeded({ body: bonusBody('PackageBonusBody'), descriptionKey: undefined }),
  phone: loginNeeded({ body: profile.phone, descriptionKey: undefined }),
  'quest-rewards': loginNeeded({ body: retentionBody('QuestRewardsBody'), descriptionKey: undefined }),
  'quest-task-games': loginNeeded({ body: retentionBody('QuestTaskGamesBody'), descriptionKey: undefined }),
  'quest-tasks': loginNeeded({ body: retentionBody('QuestTasksBody'), descriptionKey: undefined }),
  'quests-hub': loginNeeded({ body: retentionBody('QuestsHubBody'), descriptionKey: undefined }),
  'referral-transfer': loginNeeded({ body: retentionBody('ReferralTransferBody'), descriptionKey: undefined }),
  'wallet-bonus-info': loginNeeded({ body: bonusBody('WalletBonusInfoBody'), descriptionKey: undefined }),
  loyaltyLevel: loginNeeded({ body: retentionBody('LoyaltyLevelBody'), descriptionKey: undefined }),
};

/** The body and heading for `key`, as this viewer sees it. */
export function modalViewFor(key: ModalKey, viewer: Pick<ModalViewer, 'isMessengerApp'>): ModalView {
  const definition = MODAL_REGISTRY[key];
  if (viewer.isMessengerApp && definition.messengerView) return definition.messengerView;
  return { body: definition.body, titleKey: `modals:${key}.title`, descriptionKey: definition.descriptionKey };
}
