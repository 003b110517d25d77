import type { ModalKey } from './modal-keys';
import { readModalEntries, searchWithModal, searchWithoutModals } from './modal-query';

/**
 * Who may open a modal (SPEC.md sections 2 and 6): guests only, players only, or anyone (a
 * browsing aid such as the games list's filters, which a guest may use like the list itself).
 */
export type ModalAccess = 'guest-only' | 'login' | 'anyone';

/** A modal's access rule, as the registry states it. */
export interface ModalRule {
  readonly access: ModalAccess;
  /** Also needs a confirmed profile (the `confirm` modal). */
  readonly confirmedProfile?: boolean;
  /** Flagged for the messenger mini-app (SPEC.md section 2); recorded, not a gate (see app/modal-registry.ts). */
  readonly messengerApp?: boolean;
  /** The only values the key accepts; any other value is ignored. Absent: any value. */
  readonly values?: readonly string[];
}

export type ModalRules = { readonly [K in ModalKey]: ModalRule };

/** What the access rules need to know about the person looking. */
export interface ModalViewer {
  readonly isLoggedIn: boolean;
  readonly isProfileConfirmed: boolean;
  readonly isMessengerApp: boolean;
}

/** show it; send a guest to sign in instead; or show nothing. */
export type ModalVerdict = 'show' | 'sign-in' | 'hidden';

export function modalVerdict(rule: ModalRule, viewer: ModalViewer): ModalVerdict {
  if (rule.access === 'guest-only') return viewer.isLoggedIn ? 'hidden' : 'show';
  if (rule.access === 'anyone') return 'show';
  if (!viewer.isLoggedIn) return 'sign-in';
  if (rule.confirmedProfile === true && !viewer.isProfileConfirmed) return 'hidden';
  return 'show';
}

export function acceptsValue(rule: ModalRule, value: string): boolean {
  return rule.values === undefined || rule.values.includes(value);
}

export interface OpenModal {
  readonly key: ModalKey;
  readonly value: string;
}

export interface ModalResolution {
  /** The modal to show, or null. */
  readonly modal: OpenModal | null;
  /** The query the URL must be replaced with (history replace), or null to leave it alone. */
  readonly rewrite: string | null;
}

export const SIGN_IN: OpenModal = { key: 'sign-in', value: 'true' };

/**
 * Which modal the query asks for and whether the viewer may see it. Unknown keys and values a
 * key does not accept are ignored. When several modal keys stand together (a hand-edited or
 * old link), the last one that is valid wins, as if it had been opened last, and the others
 * leave the URL. A guest asking for a login-needed modal gets sign-in, with the URL saying so;
 * a modal the viewer may not see leaves the URL, so a reload does not ask again.
 */
export function resolveModalQuery(search: string, viewer: ModalViewer, rules: ModalRules): ModalResolution {
  const entries = readModalEntries(search);
  const chosen = entries.filter((entry) => acceptsValue(rules[entry.key], entry.value)).at(-1);
  if (chosen === undefined) return { modal: null, rewrite: null };

  const verdict = modalVerdict(rules[chosen.key], viewer);
  if (verdict === 'hidden') return { modal: null, rewrite: searchWithoutModals(search) };
  if (verdict === 'sign-in') return { modal: SIGN_IN, rewrite: searchWithModal(search, SIGN_IN.key, SIGN_IN.value) };

  const modal: OpenModal = { key: chosen.key, value: chosen.value };
  const standsAlone = entries.length === 1;
  return { modal, rewrite: standsAlone ? null : searchWithModal(search, modal.key, modal.value) };
}
