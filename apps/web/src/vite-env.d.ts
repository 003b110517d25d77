/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the build-id plugin of vite.config.ts; absent under the dev server. */
  readonly VITE_BUILD_ID?: string;
}
