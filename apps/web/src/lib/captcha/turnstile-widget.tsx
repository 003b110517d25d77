import { useEffect, useRef } from 'react';
import { startTurnstile, type WidgetToken } from './turnstile';
import './captcha.css';

export interface TurnstileWidgetProps {
  readonly siteKey: string | undefined;
  readonly scriptUrl: string | undefined;
  /** Each token the vendor's widget makes; undefined when it expired, null when none will come. */
  readonly onToken: (token: WidgetToken) => void;
}

/**
 * A vendor's captcha widget (Cloudflare Turnstile), its own chunk: its code and the vendor's script
 * load only when a form needs a captcha. The vendor draws its box (a frame) in our container and
 * asks the person only when it doubts them.
 */
export default function TurnstileWidget({ siteKey, scriptUrl, onToken }: TurnstileWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let gone = false;
    let remove: (() => void) | undefined;
    void startTurnstile(container, {
      siteKey,
      scriptUrl,
      onToken: (token) => {
        if (!gone) onTokenRef.current(token);
      },
    }).then((stop) => {
      if (gone) stop();
      else remove = stop;
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [siteKey, scriptUrl]);

  return (
    <div className="captcha-field" data-testid="captcha">
      <div ref={containerRef} />
    </div>
  );
}
