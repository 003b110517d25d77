import type { ModalKey } from '@/lib/modals';

/**
 * What the generic `confirm` modal (SPEC.md section 2: login needed and a confirmed profile) can
 * confirm, by its query value (`?confirm=email-change`). Each action names its texts under
 * `modals:confirm.<action>` (lead, hint, confirm) and the modal that carries the action out once
 * the player agrees. An action belongs here when it changes something a confirmed profile relies on.
 */
export const CONFIRM_ACTIONS = {
  /** The confirmed e-mail is the sign-in and recovery address: replacing it is asked first. */
  'email-change': { next: 'email-verify' },
} as const satisfies Record<string, { readonly next: ModalKey }>;

export type ConfirmAction = keyof typeof CONFIRM_ACTIONS;

/** The values `?confirm=` accepts; any other opens nothing. */
export const CONFIRM_VALUES = Object.keys(CONFIRM_ACTIONS) as readonly ConfirmAction[];

export function isConfirmAction(value: string): value is ConfirmAction {
  return Object.hasOwn(CONFIRM_ACTIONS, value);
}
