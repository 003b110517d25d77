import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';
import { CAPTCHA_ERROR_CODES } from './captcha-token';
import {
  CAPTCHA_REQUIREMENT_KEY,
  captchaRequirementQueryOptions,
  type CaptchaRequirement,
} from './get-captcha-requirement';
import type { WidgetToken } from './turnstile';
import './captcha.css';

// Each widget (altcha with its worker, the vendor's loader) is a chunk of its own, fetched only when a form needs it.
const AltchaWidget = lazy(() => import('./altcha-widget'));
const TurnstileWidget = lazy(() => import('./turnstile-widget'));

/** How long a submit waits for the widget's proof of work (1-3 s on a phone) before sending without it. */
const TOKEN_WAIT_MS = 60_000;

export interface Captcha {
  /** The widget, where the form shows it (before its submit button), when a token is required; else nothing. */
  readonly field: ReactNode;
  /** The token for this submit (waiting for the widget when it is still working); undefined when none is required. */
  take(): Promise<string | undefined>;
  /** After an answer: asks again whether a token is needed; for a captcha refusal, the content key of what to say. */
  settle(error?: unknown): string | undefined;
}

/**
 * The captcha of a guarded form (sign-in, sign-up, password reset, contact): shown when the
 * server says this address needs one (`GET /api/captcha`, after repeated failures or always) or
 * refused a submit for it (422 captcha_required / captcha_invalid). A token is used once: each
 * submit takes it and a fresh widget solves a new challenge.
 */
export function useCaptcha(): Captcha {
  const queryClient = useQueryClient();
  const requirement = useQuery(captchaRequirementQueryOptions());
  const [refused, setRefused] = useState(false);
  const [round, setRound] = useState(0);
  const required = refused || requirement.data?.required === true;
  const requiredRef = useRef(required);
  const tokenRef = useRef<WidgetToken>(undefined);
  const waitersRef = useRef(new Set<(token: string | undefined) => void>());
  useEffect(() => {
    requiredRef.current = required;
  }, [required]);

  const onToken = useCallback((token: WidgetToken) => {
    tokenRef.current = token;
    if (token === undefined) return;
    // A null token (no key, the script did not load) ends the wait: the form goes without one.
    for (const waiter of waitersRef.current) waiter(token ?? undefined);
    waitersRef.current.clear();
  }, []);

  const take = useCallback(async () => {
    if (!requiredRef.current) return undefined;
    // After a null token the next round's widget tries again (the script may load this time).
    const token = tokenRef.current === null ? undefined : (tokenRef.current ?? (await nextToken(waitersRef.current)));
    tokenRef.current = undefined;
    setRound((current) => current + 1);
    return token;
  }, []);

  const settle = useCallback(
    (error?: unknown) => {
      void queryClient.invalidateQueries({ queryKey: CAPTCHA_REQUIREMENT_KEY });
      if (!(error instanceof HttpError) || error.code === undefined || !CAPTCHA_ERROR_CODES.has(error.code))
        return undefined;
      setRefused(true);
      return error.code === 'captcha_required' ? 'modals:captcha.required' : 'modals:captcha.invalid';
    },
    [queryClient],
  );

  const field = required ? (
    <Suspense fallback={<div className="captcha-field captcha-field--loading" aria-hidden="true" />}>
      <CaptchaWidget key={round} requirement={requirement.data} onToken={onToken} />
    </Suspense>
  ) : null;
  return { field, take, settle };
}

/** The widget the server names: the vendor's with its site key and script, else the self-hosted one. */
function CaptchaWidget({
  requirement,
  onToken,
}: {
  readonly requirement: CaptchaRequirement | undefined;
  readonly onToken: (token: WidgetToken) => void;
}) {
  if (requirement?.provider !== 'turnstile') return <AltchaWidget onToken={onToken} />;
  return <TurnstileWidget siteKey={requirement.siteKey} scriptUrl={requirement.scriptUrl} onToken={onToken} />;
}

function nextToken(waiters: Set<(token: string | undefined) => void>): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(done);
      resolve(undefined);
    }, TOKEN_WAIT_MS);
    const done = (token: string | undefined) => {
      clearTimeout(timer);
      resolve(token);
    };
    waiters.add(done);
  });
}
