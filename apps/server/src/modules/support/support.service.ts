import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  supportConversationChannel,
  validateSupportMessage,
  validateSupportStart,
  type LocaleCode,
  type SupportConversation,
  type SupportMessage,
  type SupportSession,
  type SupportStartField,
} from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { validationFailed } from '../../http/app-error';
import { text } from '../../http/server-messages';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { agentsOnline } from './support-presence';
import { newRestoreKey, restoreKeyHash, type SubscriptionTokens } from './support-keys';
import { appendMessage, conversationNotFound, lockOpenConversation, messageByClientKey } from './support-messages';
import { toConversationView, toMessageView, type ConversationRow } from './support-views';
import { supportConversations } from './support.table';

/** Who is on the visitor's side of a request: the session's player and/or the restore key header. */
export interface SupportVisitor {
  readonly playerId: string | undefined;
  readonly restoreKey: string | undefined;
}

export interface StartContext {
  readonly ip: string;
  readonly locale: LocaleCode;
}

/** The latest conversations a restore lists: a player's whole recent history with support. */
const RESTORED_CONVERSATIONS_MAX = 50;

/** Serialises one player's starts, so two tabs opening the chat at once make one conversation. */
const START_LOCK_NAMESPACE = 26_100;

/**
 * The visitor's side of the support chat: starting or resuming a conversation, and writing in it.
 * A conversation is the visitor's when it is their player's, or when they present its restore key;
 * any other is answered as if it did not exist (404).
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly rateLimiter: RateLimiter,
    private readonly tokens: SubscriptionTokens,
    /** The player's chat-restore identifier (players.chat_restore_id), from the player module. */
    private readonly chatRestoreIdOf: (playerId: string) => Promise<string | undefined>,
  ) {}

  /**
   * A player resumes their open conversation or starts one; a guest always starts one (they resume
   * with the key instead) and gets its restore key, once. `created` says which happened.
   */
  async start(
    visitor: SupportVisitor,
    form: Readonly<Partial<Record<SupportStartField, unknown>>>,
    context: StartContext,
  ): Promise<{ session: SupportSession; created: boolean }> {
    if (visitor.playerId !== undefined) return this.startForPlayer(visitor.playerId, context);
    const errors = validateSupportStart(form);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await this.rateLimiter.consume(RATE_LIMITS.supportStartPerIp, context.ip);
    const restoreKey = newRestoreKey();
    const name = typeof form.name === 'string' && form.name.trim() !== '' ? form.name.trim() : null;
    const row = await this.db.transaction((tx) =>
      this.create(tx, {
        guestEmail: String(form.email).trim(),
        guestName: name,
        restoreKeyHash: restoreKeyHash(restoreKey) ?? null,
        locale: context.locale,
      }),
    );
    return { session: { ...(await this.sessionOf(row)), restoreKey }, created: true };
  }

  /** The visitor's latest conversation (open or closed): a player's by their id, a guest's by the key alone. */
  async current(visitor: SupportVisitor): Promise<SupportSession> {
    const [row] = await this.db
      .select()
      .from(supportConversations)
      .where(this.visitorsOwn(visitor))
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(1);
    if (!row) throw conversationNotFound();
    return this.sessionOf(row);
  }

  /**
   * A signed-in player's conversations found by their profile's chat-restore identifier (what a
   * chat widget on another device is given): only the session's own identifier opens them.
   */
  async byRestoreId(playerId: string, chatRestoreId: string): Promise<SupportConversation[]> {
    if ((await this.chatRestoreIdOf(playerId)) !== chatRestoreId) throw conversationNotFound();
    const rows = await this.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.playerId, playerId))
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(RESTORED_CONVERSATIONS_MAX);
    return rows.map(toConversationView);
  }

  /** A conversation the visitor may read; anyone else's is a 404. */
  async conversationFor(conversationId: string, visitor: SupportVisitor): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.id, conversationId), this.visitorsOwn(visitor)));
    if (!row) throw conversationNotFound();
    return row;
  }

  async sessionOf(row: ConversationRow): Promise<SupportSession> {
    return {
      conversation: toConversationView(row),
      realtime: this.tokens.issue(supportConversationChannel(row.id)),
      agentsOnline: await agentsOnline(this.db),
    };
  }

  /** Whether the player's own conversation is this one: a signed-in visitor's channel needs no token. */
  async isPlayersConversation(conversationId: string, playerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.playerId, playerId)));
    return row !== undefined;
  }

  /**
   * A visitor's message. A key sent before returns the message it wrote (a retry after a lost
   * answer writes nothing again, and counts against no limit); `created` is false then.
   */
  async send(
    conversation: ConversationRow,
    message: { body: unknown; clientKey: string },
  ): Promise<{ message: SupportMessage; created: boolean }> {
    const errors = validateSupportMessage(message.body);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const body = String(message.body).trim();
    const earlier = await messageByClientKey(this.db, conversation.id, message.clientKey);
    if (earlier) return { message: toMessageView(earlier), created: false };
    await this.rateLimiter.consume(RATE_LIMITS.supportMessagePerConversation, conversation.id);
    return this.db.transaction(async (tx) => {
      await lockOpenConversation(tx, conversation.id);
      // Under the lock: a parallel retry with the same key that won the race is found here.
      const raced = await messageByClientKey(tx, conversation.id, message.clientKey);
      if (raced) return { message: toMessageView(raced), created: false };
      const row = await appendMessage(tx, conversation.id, { author: 'visitor', body, clientKey: message.clientKey });
      return { message: toMessageView(row), created: true };
    });
  }

  private async startForPlayer(
    playerId: string,
    context: StartContext,
  ): Promise<{ session: SupportSession; created: boolean }> {
    const open = await this.openOfPlayer(this.db, playerId);
    if (open) return { session: await this.sessionOf(open), created: false };
    await this.rateLimiter.consume(RATE_LIMITS.supportStartPerIp, context.ip);
    const { row, created } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_NAMESPACE}, hashtext(${playerId}))`);
      const raced = await this.openOfPlayer(tx, playerId);
      if (raced) return { row: raced, created: false };
      return { row: await this.create(tx, { playerId, locale: context.locale }), created: true };
    });
    return { session: await this.sessionOf(row), created };
  }

  private async openOfPlayer(executor: Executor, playerId: string): Promise<ConversationRow | undefined> {
    const [row] = await executor
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.playerId, playerId), eq(supportConversations.status, 'open')))
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(1);
    return row;
  }

  /**
   * A new conversation opens with the greeting, in the visitor's language; with no agent seen
   * lately, the office-hours message follows, so nobody waits for an answer that cannot come soon.
   */
  private async create(
    tx: Executor,
    values: typeof supportConversations.$inferInsert & { locale: LocaleCode },
  ): Promise<ConversationRow> {
    const [created] = await tx.insert(supportConversations).values(values).returning({ id: supportConversations.id });
    if (!created) throw new Error('the support conversation was not stored');
    await appendMessage(tx, created.id, { author: 'system', body: text(values.locale, 'support.greeting') });
    if (!(await agentsOnline(tx)))
      await appendMessage(tx, created.id, { author: 'system', body: text(values.locale, 'support.office_hours') });
    const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, created.id));
    if (!row) throw new Error('the support conversation was not stored');
    return row;
  }

  /** The rows this visitor owns: their player's, and the one their key opens. Nothing without either. */
  private visitorsOwn(visitor: SupportVisitor): SQL {
    const keyHash = restoreKeyHash(visitor.restoreKey);
    const owned = [
      visitor.playerId === undefined ? undefined : eq(supportConversations.playerId, visitor.playerId),
      keyHash === undefined ? undefined : eq(supportConversations.restoreKeyHash, keyHash),
    ].filter((condition) => condition !== undefined);
    return owned.length === 0 ? sql`false` : (or(...owned) as SQL);
  }
}
