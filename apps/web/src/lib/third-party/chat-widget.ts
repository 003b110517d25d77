import type { ThirdPartyAdapterConfig } from '@casino/shared';
import type { AdapterContext } from './types';

/**
 * The chat widget (SPEC.md, Third-party loads: "chat widget (hidden at start)"), in place of the
 * in-house support chat when the operator sets CHAT_WIDGET_URL (and CHAT_WIDGET_KEY). Its consent
 * category is 'necessary': the script loads only once the visitor opens support, so it is the
 * service they explicitly asked for (ePrivacy Directive art. 5(3)'s exemption), and nobody who
 * never asks for support loads anything of the vendor.
 *
 * The contract, vendor-neutral: the script at the address defines `window.chatWidget` with the
 * five functions below (an operator whose vendor speaks another API serves a small shim there).
 * The widget is booted hidden, the player identified (id, e-mail and names; never the phone, the
 * chat does not need it), then shown; the vendor's own close button hides it again.
 */
export const CHAT_WIDGET_GLOBAL = 'chatWidget';

/** Who the player is to the vendor: absent fields are unknown. */
export interface ChatWidgetPlayer {
  readonly id: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** What the vendor's script defines as `window.chatWidget`. */
export interface ChatWidgetVendor {
  /** Starts the widget with the project key, hidden (no launcher, no window) until `show()`. */
  boot(options: { readonly key?: string; readonly hidden: true; readonly locale: string }): unknown;
  /** The signed-in player, whose conversations the vendor keeps together. */
  identify(player: ChatWidgetPlayer): unknown;
  /** Forgets the player (logout): the next visitor on this browser is a stranger. */
  reset(): unknown;
  /** Opens the chat window. */
  show(): unknown;
  /** Closes it. */
  hide(): unknown;
}

/** The started widget, as the support page drives it. */
export interface ChatWidget {
  identify(player: ChatWidgetPlayer | null): void;
  show(): void;
  hide(): void;
}

const VENDOR_FUNCTIONS = ['boot', 'identify', 'reset', 'show', 'hide'] as const;

function isChatWidgetVendor(value: unknown): value is ChatWidgetVendor {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return VENDOR_FUNCTIONS.every((name) => typeof record[name] === 'function');
}

/** Loads the vendor's script and boots it hidden; rejects when the script fails or does not keep the contract. */
export async function startChatWidget(
  config: ThirdPartyAdapterConfig,
  context: AdapterContext,
  locale: string,
): Promise<ChatWidget> {
  await context.loadScript(config.url);
  const vendor = context.global[CHAT_WIDGET_GLOBAL];
  if (!isChatWidgetVendor(vendor)) throw new Error(`the chat widget at ${config.url} defines no window.chatWidget`);
  await vendor.boot({ ...(config.key ? { key: config.key } : {}), hidden: true, locale });
  // The same player again is not sent again (a vendor may count each identify as a visit); a
  // guest at the start has nobody to forget.
  let identified: string | null = null;
  return {
    identify(player) {
      const next = player === null ? null : JSON.stringify(player);
      if (next === identified) return;
      if (player === null) vendor.reset();
      else vendor.identify(player);
      identified = next;
    },
    show: () => void vendor.show(),
    hide: () => void vendor.hide(),
  };
}
