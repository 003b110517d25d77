import type { Executor } from '../../db/executor';
import type { ClientContext } from '../../http/client-context';
import { securityEvents } from './auth.table';

export type SecurityEventName =
  | 'registered'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'session_closed'
  | 'other_sessions_closed'
  | 'token_refreshed'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_confirmed'
  | 'social_linked'
  | 'social_unlinked'
  | 'autologin_token_issued'
  | 'otp_sent'
  | 'otp_failed'
  | 'email_changed'
  | 'phone_changed'
  | 'blocked'
  | 'unblocked';

export async function recordSecurityEvent(
  executor: Executor,
  event: SecurityEventName,
  playerId: string | null,
  client: ClientContext | undefined,
  details: Record<string, unknown> = {},
): Promise<void> {
  await executor.insert(securityEvents).values({
    event,
    playerId,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    details,
  });
}
