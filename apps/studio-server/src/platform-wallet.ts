import { signedHeaders } from '@casino/seamless-protocol';

/** What a wallet call came to. */
export type WalletCallOutcome =
  /** The platform answered 2xx: the call is acknowledged (its JSON answer). */
  | { readonly kind: 'ok'; readonly answer: Record<string, unknown> }
  /** The platform answered a 4xx: it refused the call and moved nothing; sending it again changes nothing. */
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string }
  /** No answer, a timeout or a 5xx: whether it was applied is unknown. */
  | { readonly kind: 'unknown'; readonly reason: string };

export type WalletOperation = 'session' | 'balance' | 'bet' | 'win' | 'rollback';

/** The platform's wallet API, as the studio calls it: signed JSON POSTs with a timeout. */
export class PlatformWallet {
  constructor(
    private readonly platformUrl: string,
    private readonly sharedSecret: string,
    private readonly timeoutMs: number,
  ) {}

  async call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletCallOutcome> {
    const rawBody = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${this.platformUrl}/provider/aggregator/wallet/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(this.sharedSecret, rawBody) },
        body: rawBody,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return {
        kind: 'unknown',
        reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
      };
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      // The headers came but the body did not, in time or at all.
      return { kind: 'unknown', reason: `unreadable answer (${response.status})` };
    }
    if (response.ok && typeof answer === 'object' && answer !== null)
      return { kind: 'ok', answer: answer as Record<string, unknown> };
    if (response.status >= 400 && response.status < 500) {
      const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      return {
        kind: 'refused',
        status: response.status,
        code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
        message: typeof error?.message === 'string' ? error.message : `The platform answered ${response.status}`,
      };
    }
    return { kind: 'unknown', reason: `status ${response.status}` };
  }
}
