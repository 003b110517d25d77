import { FairplayError } from '../errors';

/**
 * HMAC-SHA256 with the server seed string (UTF-8) as key, the way the public algorithm keys it.
 * Pluggable, so a game client may bring its own implementation; the default is Web Crypto,
 * present in browsers and in Node 20 alike.
 */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;
/** The synchronous flavour, for code that must not await (the server's hot path, simulation). */
export type HmacSha256Sync = (key: string, message: string) => Uint8Array;

const encoder = new TextEncoder();

function subtleCrypto(): SubtleCrypto {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!subtle) {
    throw new FairplayError(
      'crypto_unavailable',
      'Web Crypto (crypto.subtle) is unavailable: it needs a secure context',
    );
  }
  return subtle;
}

export const webCryptoHmacSha256: HmacSha256 = async (key, message) => {
  const subtle = subtleCrypto();
  const cryptoKey = await subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

export async function webCryptoSha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtleCrypto().digest('SHA-256', encoder.encode(text))));
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
