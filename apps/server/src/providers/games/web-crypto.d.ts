/**
 * @casino/fairplay is written for browsers and Node alike and names Web Crypto's global
 * `SubtleCrypto` type, which the DOM library declares. The server compiles without the DOM
 * library, so the type is taken from Node's own Web Crypto here: the same API at runtime.
 */
import type { webcrypto } from 'node:crypto';

declare global {
  type SubtleCrypto = webcrypto.SubtleCrypto;
}

export {};
