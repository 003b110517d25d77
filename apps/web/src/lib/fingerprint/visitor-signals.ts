/**
 * The browser signals behind the visitor id (see ./index.ts), read only when an auth form opens
 * or an auth call is made. Chosen to stay the same for one browser over months and to differ
 * between unlike devices: version numbers are left out (every update would change them) and the
 * screen is read without its orientation.
 */
export interface VisitorSignals {
  readonly userAgent: string;
  readonly platform: string;
  readonly mobile: boolean | null;
  readonly hardwareConcurrency: number | null;
  readonly deviceMemory: number | null;
  readonly maxTouchPoints: number | null;
  readonly screen: readonly number[];
  readonly colourDepth: number | null;
  readonly pixelRatio: number | null;
  readonly timeZone: string;
  readonly languages: readonly string[];
  readonly canvas: string;
  readonly webgl: string;
}

/** Fields of `navigator` that not every browser has (Chromium's user agent data and device memory). */
interface NavigatorExtras {
  readonly userAgentData?: { readonly platform?: string; readonly mobile?: boolean };
  readonly deviceMemory?: number;
}

export function readVisitorSignals(): VisitorSignals {
  const nav: Navigator & NavigatorExtras = navigator;
  const screenSize = typeof screen === 'undefined' ? [] : [screen.width, screen.height].sort((a, b) => a - b);
  return {
    userAgent: withoutVersions(nav.userAgent),
    platform: nav.userAgentData?.platform ?? nav.platform,
    mobile: nav.userAgentData?.mobile ?? null,
    hardwareConcurrency: numberOrNull(nav.hardwareConcurrency),
    deviceMemory: numberOrNull(nav.deviceMemory),
    maxTouchPoints: numberOrNull(nav.maxTouchPoints),
    screen: screenSize,
    colourDepth: typeof screen === 'undefined' ? null : numberOrNull(screen.colorDepth),
    pixelRatio: typeof devicePixelRatio === 'number' ? devicePixelRatio : null,
    timeZone: safely(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    languages: [...(nav.languages.length > 0 ? nav.languages : [nav.language])],
    canvas: safely(canvasImage),
    webgl: safely(webglRenderer),
  };
}

/** The visitor id: SHA-256 of the signals in hex (64 characters), or a 64-bit FNV-1a hash where SubtleCrypto is missing (insecure contexts). */
export async function visitorHash(signals: VisitorSignals): Promise<string> {
  const text = JSON.stringify(signals);
  const subtle = globalThis.crypto.subtle as SubtleCrypto | undefined;
  if (!subtle) return `fnv-${fnv1a64(text)}`;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The user agent with every version number replaced, so a browser or system update keeps the id. */
export function withoutVersions(userAgent: string): string {
  return userAgent.replace(/\d+(?:[._]\d+)*/g, '#');
}

function numberOrNull(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A signal a browser refuses or lacks is empty rather than an error. */
function safely(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}

/** A small drawing's pixels as a data URL: fonts, anti-aliasing and the graphics stack tell devices apart. */
function canvasImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 40;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.textBaseline = 'alphabetic';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.font = '14px Arial';
  context.fillText('Lucky Orbit, 🪐 0.1', 2, 15);
  context.fillStyle = 'rgba(102, 204, 0, 0.7)';
  context.beginPath();
  context.arc(50, 20, 18, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL();
}

/** The graphics card WebGL reports (its unmasked name where the browser tells it); the context is given back at once. */
function webglRenderer(): string {
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return '';
  try {
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const vendor = String(gl.getParameter(debug ? debug.UNMASKED_VENDOR_WEBGL : gl.VENDOR));
    const renderer = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    return `${vendor}|${renderer}`;
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

/** FNV-1a over the UTF-16 code units, 64 bits as 16 hex digits (BigInt keeps it exact). */
function fnv1a64(text: string): string {
  const prime = 0x100000001b3n;
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
