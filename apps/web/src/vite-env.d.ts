/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the build-id plugin of vite.config.ts; absent under the dev server. */
  readonly VITE_BUILD_ID?: string;
  /** The sportsbook widget script of production builds (features/sportsbook); the server's own copy when unset. */
  readonly VITE_SPORTSBOOK_WIDGET_URL?: string;
  /** The same for builds in staging mode (`vite build --mode staging`). */
  readonly VITE_SPORTSBOOK_WIDGET_STAGING_URL?: string;
}
