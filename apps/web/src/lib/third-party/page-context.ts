import type { AdapterContext, BrowserFacts } from './types';

/** Adds a vendor's script (async, no inline code: the CSP allows the switched-on origins only). */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.thirdParty = '';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`third-party script failed to load: ${url}`)));
    document.head.append(script);
  });
}

function sendBeacon(url: string): void {
  const image = new Image(1, 1);
  image.referrerPolicy = 'strict-origin-when-cross-origin';
  image.src = url;
}

/** The graphics renderer, as WebGL's debug extension names it; empty where it does not. */
function renderer(): string {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  } catch {
    return '';
  }
}

let facts: BrowserFacts | undefined;

/** Read once per page: they do not change while it is open (the screen size is the screen's, not the window's). */
function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { deviceMemory?: number };
  facts ??= {
    screen: `${window.screen.width}x${window.screen.height}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    plugins: nav.plugins.length,
    mimeTypes: nav.mimeTypes.length,
    memory: nav.deviceMemory ?? 0,
    cores: nav.hardwareConcurrency || 0,
    renderer: renderer(),
  };
  return facts;
}

/** What adapters do in the real page. */
export function pageContext(): AdapterContext {
  return { loadScript, sendBeacon, global: window as unknown as Record<string, unknown>, browserFacts };
}
