import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPlayer, type PlayerGuard } from '../../http/player-guard';
import { errorResponses } from '../../http/response-schemas';
import type { RouteApp } from '../../http/route-app';
import type { NotificationInbox } from './notification-inbox';
import type { NotificationPreferencesService } from './notification-preferences';
import {
  notificationMessagePage,
  notificationPreferencesView,
  notificationPushPage,
  preferencesChange,
  unreadCount,
} from './notification.responses';
import { messageIdsBody, pageQuery, pushIdsBody } from './notification.schemas';

export interface NotificationRoutesOptions {
  readonly inbox: NotificationInbox;
  readonly preferences: NotificationPreferencesService;
  readonly guard: PlayerGuard;
}

const tags = ['notification'];
const playerOf = (request: Parameters<typeof requestPlayer>[0]) => requestPlayer(request).playerId;

/**
 * The player's messages and pushes (SPEC.md section 7, Notifications) and the notifications tab
 * of settings. Every route is the signed-in player's own: ids of another player's rows change
 * nothing and the answer counts only the caller's.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { inbox, preferences, guard },
) => {
  registerMessageRoutes(app, inbox, guard);
  registerPushRoutes(app, inbox, guard);
  registerPreferenceRoutes(app, preferences, guard);
};

/** The inbox: a page of messages, marking them read, deleting them. */
function registerMessageRoutes(app: RouteApp, inbox: NotificationInbox, guard: PlayerGuard): void {
  app.get(
    '/messenger/messages',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Inbox messages, newest first',
        querystring: pageQuery,
        response: { 200: notificationMessagePage, ...errorResponses },
      },
    },
    (request) => inbox.messages(playerOf(request), request.query),
  );
  app.post(
    '/messenger/messages/read',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Mark messages read',
        body: messageIdsBody,
        response: { 200: unreadCount, ...errorResponses },
      },
    },
    (request) => inbox.readMessages(playerOf(request), request.body.messageIds),
  );
  app.post(
    '/messenger/messages/read/all',
    {
      onRequest: guard,
      schema: { tags, summary: 'Mark every message read', response: { 200: unreadCount, ...errorResponses } },
    },
    (request) => inbox.readAllMessages(playerOf(request)),
  );
  app.delete(
    '/messenger/messages',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Delete messages',
        body: messageIdsBody,
        response: { 200: unreadCount, ...errorResponses },
      },
    },
    (request) => inbox.deleteMessages(playerOf(request), request.body.messageIds),
  );
}

/** Pushes: a page of them and marking them read. */
function registerPushRoutes(app: RouteApp, inbox: NotificationInbox, guard: PlayerGuard): void {
  app.get(
    '/pushes',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Push notifications, newest first',
        querystring: pageQuery,
        response: { 200: notificationPushPage, ...errorResponses },
      },
    },
    (request) => inbox.pushes(playerOf(request), request.query),
  );
  app.post(
    '/pushes/read',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Mark a batch of pushes read',
        body: pushIdsBody,
        response: { 200: unreadCount, ...errorResponses },
      },
    },
    (request) => inbox.readPushes(playerOf(request), request.body.pushIds),
  );
  app.post(
    '/pushes/read/all',
    {
      onRequest: guard,
      schema: { tags, summary: 'Mark every push read', response: { 200: unreadCount, ...errorResponses } },
    },
    (request) => inbox.readPushes(playerOf(request), 'all'),
  );
}

/** The notifications tab of settings: each topic's channels. */
function registerPreferenceRoutes(
  app: RouteApp,
  preferences: NotificationPreferencesService,
  guard: PlayerGuard,
): void {
  app.get(
    '/preferences',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Which topics reach the player on site, by e-mail and by SMS',
        response: { 200: notificationPreferencesView, ...errorResponses },
      },
    },
    (request) => preferences.get(playerOf(request)),
  );
  app.put(
    '/preferences',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Change some topics' channels (the news by e-mail or SMS is the marketing consent)",
        body: preferencesChange,
        response: { 200: notificationPreferencesView, ...errorResponses },
      },
    },
    (request) => preferences.update(playerOf(request), request.body),
  );
}
