import { useEffect, useRef } from 'react';
import 'altcha/external';
import type {} from 'altcha/types/react';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { i18n, useT } from '@/lib/i18n';
import './captcha.css';

// The CSP-friendly build registers its proof-of-work worker from our own origin (no blob: worker).
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's texts, from the site's content (modals:captcha.*), by the widget's names. */
const STRING_KEYS = [
  'label',
  'verifying',
  'verified',
  'error',
  'expired',
  'verificationRequired',
  'waitAlert',
  'reload',
  'verify',
  'loading',
] as const;

export interface AltchaWidgetProps {
  /** The payload once the proof of work is done; undefined when it expired or failed. */
  readonly onToken: (token: string | undefined) => void;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA), its own chunk: loaded only when a form needs
 * it. It fetches a challenge from the server and solves it at once, in workers, without asking
 * the person anything; its checkbox and status line are announced to screen readers.
 */
export default function AltchaWidget({ onToken }: AltchaWidgetProps) {
  const t = useT();
  const language = i18n.language;
  const widgetRef = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    $altcha.i18n.set(language, Object.fromEntries(STRING_KEYS.map((key) => [key, t(`modals:captcha.widget.${key}`)])));
  }, [language, t]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) onTokenRef.current(payload);
      else if (state === 'expired' || state === 'error') onTokenRef.current(undefined);
    };
    widget.addEventListener('statechange', changed);
    return () => widget.removeEventListener('statechange', changed);
  }, []);

  return (
    <div className="captcha-field" data-testid="captcha">
      <altcha-widget
        ref={widgetRef}
        challenge="/api/captcha/challenge"
        auto="onload"
        language={language}
        name="captcha"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 })}
      />
    </div>
  );
}
