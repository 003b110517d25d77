import { gt, sql } from 'drizzle-orm';
import { supportConversationChannel } from '@casino/shared';
import type { Executor } from '../../db/executor';
import type { Broker } from '../realtime/realtime.service';
import { supportAgentPresence } from './support.table';

/**
 * An agent counts as online this long after their last heartbeat (the operator's screen beats
 * about every 30 s): with nobody seen within it, a new conversation gets the office-hours message.
 */
export const AGENT_ONLINE_SECONDS = 120;

export async function agentsOnline(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ agentName: supportAgentPresence.agentName })
    .from(supportAgentPresence)
    .where(gt(supportAgentPresence.lastSeenAt, sql`now() - make_interval(secs => ${AGENT_ONLINE_SECONDS})`))
    .limit(1);
  return row !== undefined;
}

/** An agent's heartbeat (and any reply is one): they are online from now. */
export async function agentSeen(executor: Executor, agentName: string, note?: string): Promise<void> {
  await executor
    .insert(supportAgentPresence)
    .values({ agentName, lastSeenAt: sql`now()`, note: note ?? null })
    .onConflictDoUpdate({
      target: supportAgentPresence.agentName,
      set: { lastSeenAt: sql`now()`, ...(note === undefined ? {} : { note }) },
    });
}

/** One typing event per side and conversation in this long is enough: a key press each would flood the channel. */
const TYPING_INTERVAL_MS = 1500;
/** Past this many remembered conversations the memory is dropped: a few extra events, never a leak. */
const TYPING_MEMORY_LIMIT = 10_000;

/**
 * Typing indicators: straight to the broker (every node's subscribers), never through the outbox or
 * the database, since a typing event is worth nothing a moment later.
 */
export class TypingIndicator {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly broker: Broker) {}

  async typing(
    conversationId: string,
    author: 'visitor' | 'agent',
    agentName: string | null,
    nowMs = Date.now(),
  ): Promise<void> {
    const key = `${conversationId}:${author}`;
    if (nowMs - (this.lastSent.get(key) ?? 0) < TYPING_INTERVAL_MS) return;
    if (this.lastSent.size >= TYPING_MEMORY_LIMIT) this.lastSent.clear();
    this.lastSent.set(key, nowMs);
    await this.broker.publish({
      channel: supportConversationChannel(conversationId),
      data: { type: 'typing', author, agentName },
    });
  }
}
