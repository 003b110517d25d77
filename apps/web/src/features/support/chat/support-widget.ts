import type { ThirdPartyAdapterConfig } from '@casino/shared';
import { logger } from '@/lib/logger';
import { thirdPartyEvents } from '@/lib/third-party';
import type { ChatWidget, ChatWidgetPlayer } from '@/lib/third-party/chat-widget';
import { switchedOnAdapter } from '@/lib/third-party/settings';

/**
 * What shows the chat on /support. By default the site's own chat (carried by the platform's
 * real-time hub); the spec's third-party chat widget takes its place when the operator switched
 * one on (CHAT_WIDGET_URL, lib/third-party/chat-widget.ts): its script is loaded only now that the
 * visitor opened support, booted hidden, told who the player is, and its window shown.
 */

/** Who is asking, as a vendor widget needs it: a player's chat-restore identifier restores their history on any device. */
export interface SupportVisitorInfo {
  readonly locale: string;
  readonly profileId?: string;
  readonly chatRestoreId?: string;
  readonly email?: string;
  readonly name?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export interface SupportWidgetAdapter {
  /** The vendor, for logs. */
  readonly name: string;
  /** Shows the vendor's window for this visitor, loading and booting its script the first time; rejects when it cannot. */
  open(visitor: SupportVisitorInfo): Promise<void>;
}

/** What the vendor may learn of a player: the support page's visitor or the site's identified player. */
interface KnownPlayer {
  readonly id?: string | undefined;
  readonly email?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
}

/** The player as the chat vendor knows them (id, e-mail, names; empty ones left out), or null for a guest. */
export function chatWidgetPlayer({ id, email, firstName, lastName }: KnownPlayer): ChatWidgetPlayer | null {
  if (!id) return null;
  return { id, ...(email ? { email } : {}), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

const visitorPlayer = (visitor: SupportVisitorInfo): KnownPlayer => ({ ...visitor, id: visitor.profileId });

/** The vendor's widget, started once per page (a failed start may be tried again at the next opening). */
function vendorWidget(config: ThirdPartyAdapterConfig): SupportWidgetAdapter {
  let started: Promise<ChatWidget> | undefined;
  const start = (locale: string) =>
    (started ??= (async () => {
      const [{ startChatWidget }, { pageContext }] = await Promise.all([
        import('@/lib/third-party/chat-widget'),
        import('@/lib/third-party/page-context'),
      ]);
      const widget = await startChatWidget(config, pageContext(), locale);
      // A login or logout elsewhere in the site, after support was opened, reaches the vendor too.
      thirdPartyEvents.onPlayer((player) => widget.identify(player && chatWidgetPlayer(player)));
      return widget;
    })().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  return {
    name: new URL(config.url).host,
    async open(visitor) {
      const widget = await start(visitor.locale);
      widget.identify(chatWidgetPlayer(visitorPlayer(visitor)));
      widget.show();
    },
  };
}

let resolved: Promise<SupportWidgetAdapter | undefined> | undefined;

/**
 * The vendor's widget when the server switched one on, else undefined (the site's own chat). A
 * settings question that fails leaves the site's own chat too: the visitor still gets support.
 */
export function supportWidgetAdapter(): Promise<SupportWidgetAdapter | undefined> {
  resolved ??= switchedOnAdapter('chat-widget').then(
    (config) => (config ? vendorWidget(config) : undefined),
    (error: unknown) => {
      logger.warn('third-party settings not loaded: the site chat is shown', error);
      return undefined;
    },
  );
  return resolved;
}

/** The support page's question, forgotten (tests only). */
export function resetSupportWidgetForTests(): void {
  resolved = undefined;
}
