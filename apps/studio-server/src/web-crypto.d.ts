/**
 * @casino/fairplay names Web Crypto's global `SubtleCrypto` type, which the DOM library declares;
 * this server compiles without it, so the type is Node's own Web Crypto (the same API at runtime).
 */
import type { webcrypto } from 'node:crypto';

declare global {
  type SubtleCrypto = webcrypto.SubtleCrypto;
}

export {};
