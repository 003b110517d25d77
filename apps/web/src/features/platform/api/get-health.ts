import { useEffect, useState } from 'react';
import { getJson, isRecord } from '@/lib/http';

/** What the server tells anyone: that it and its database answer (which database, only the operator learns). */
export interface Health {
  status: 'ok';
}

export type HealthState = { kind: 'checking' } | { kind: 'connected'; health: Health } | { kind: 'unavailable' };

/** The health check is tiny; a server that takes longer than this is as good as down for a player. */
const HEALTH_TIMEOUT_MS = 8_000;

export function parseHealth(body: unknown): Health {
  if (isRecord(body) && body.status === 'ok') return { status: 'ok' };
  throw new Error('Unexpected health response');
}

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return getJson('/api/health', { parse: parseHealth, signal });
}

/** Asks the server once, on mount, whether it and its database are up. */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ kind: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    const timeout = window.setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
    let isCurrent = true;
    getHealth(controller.signal)
      .then((health) => {
        if (isCurrent) setState({ kind: 'connected', health });
      })
      .catch(() => {
        if (isCurrent) setState({ kind: 'unavailable' });
      })
      .finally(() => window.clearTimeout(timeout));
    return () => {
      isCurrent = false;
      window.clearTimeout(timeout);
      controller.abort();
    };
  }, []);

  return state;
}
