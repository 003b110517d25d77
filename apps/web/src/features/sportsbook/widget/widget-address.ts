/** The widget script this server serves itself (apps/server widget.routes.ts). */
export const DEFAULT_SPORTSBOOK_WIDGET_URL = '/provider/sportsbook/widget/sportsbook.js';

export interface WidgetAddressConfig {
  /** Vite's mode: 'production', 'staging', 'development'... */
  readonly mode: string;
  readonly productionUrl?: string | undefined;
  readonly stagingUrl?: string | undefined;
}

/**
 * Where the widget script is loaded from (SPEC.md section 2: a production or a staging address
 * depending on app mode). Either may be unset: the server's own copy then stands in.
 */
export function sportsbookWidgetUrl({ mode, productionUrl, stagingUrl }: WidgetAddressConfig): string {
  const configured = mode === 'staging' ? stagingUrl : productionUrl;
  return configured?.trim() || DEFAULT_SPORTSBOOK_WIDGET_URL;
}

/** The address of this build. */
export function configuredWidgetUrl(): string {
  return sportsbookWidgetUrl({
    mode: import.meta.env.MODE,
    productionUrl: import.meta.env.VITE_SPORTSBOOK_WIDGET_URL,
    stagingUrl: import.meta.env.VITE_SPORTSBOOK_WIDGET_STAGING_URL,
  });
}
