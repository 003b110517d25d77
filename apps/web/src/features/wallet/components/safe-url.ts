/**
 * A provider's link, only when it is a web address: an invoice must never make the page open a
 * `javascript:` or `data:` URL (SPEC.md section 2: external navigation is refused unless allowed).
 */
export function webUrlOf(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Only an image the provider encoded inline: never a remote URL that would leak the visit. */
export function qrImageOf(qr: string | undefined): string | undefined {
  return qr && /^data:image\/(svg\+xml|png|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(qr) ? qr : undefined;
}
