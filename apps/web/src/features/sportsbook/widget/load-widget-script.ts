import type { AltenarWSDK } from '@casino/sportsbook-widget/types';

/** A script that has not loaded by then will not: the page shows its error and a retry. */
const SCRIPT_LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<AltenarWSDK> | null = null;

/**
 * Adds the widget's <script> once per page and resolves with `window.altenarWSDK`. A failed load
 * is forgotten (its tag removed), so a retry adds the script anew.
 */
export function loadWidgetScript(src: string): Promise<AltenarWSDK> {
  if (window.altenarWSDK) return Promise.resolve(window.altenarWSDK);
  loading ??= new Promise<AltenarWSDK>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.sportsbookWidget = '';
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(`the sportsbook widget script ${reason}: ${src}`));
    };
    const timer = window.setTimeout(() => fail('timed out'), SCRIPT_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.altenarWSDK) resolve(window.altenarWSDK);
      else fail('set no window.altenarWSDK');
    });
    script.addEventListener('error', () => fail('failed to load'));
    document.head.append(script);
  });
  return loading;
}
