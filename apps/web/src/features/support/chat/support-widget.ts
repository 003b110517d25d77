/**
 * What shows the chat on /support. By default the site's own chat (carried by the platform's
 * real-time hub); the spec's third-party chat widget can take its place through an adapter, off
 * until one is set: a vendor's script is loaded and mounted by the adapter, never by the page.
 */

/** Who is asking, as a vendor widget needs it: a player's chat-restore identifier restores their history on any device. */
export interface SupportVisitorInfo {
  readonly locale: string;
  readonly profileId?: string;
  readonly chatRestoreId?: string;
  readonly email?: string;
  readonly name?: string;
}

export interface SupportWidgetAdapter {
  /** The vendor, for logs. */
  readonly name: string;
  /** Mounts the widget into `host` for this visitor (loading its script if needed); returns the function that removes it. */
  mount(host: HTMLElement, visitor: SupportVisitorInfo): () => void;
}

let adapter: SupportWidgetAdapter | undefined;

/** Sets a vendor's widget in place of the built-in chat (undefined: the built-in chat again). */
export function setSupportWidgetAdapter(next: SupportWidgetAdapter | undefined): void {
  adapter = next;
}

export function supportWidgetAdapter(): SupportWidgetAdapter | undefined {
  return adapter;
}
