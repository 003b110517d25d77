import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readIndexHtml } from './web-app';

type Directives = Record<string, string[]>;
/** What a path's kind changes in helmet's options (the rest is set once, at registration). */
type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** HSTS for a year once the site is served over https; subdomains are the operator's own business. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Browser features the site never uses, switched off for it and every frame in it (a game or a
 * hosted payment page cannot ask for the camera either). Only names Chromium knows: an unknown
 * one is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Which policy a path gets: the web app (and anything else), the JSON API, or the game client. */
export type PolicyKind = 'site' | 'api' | 'game-client';

export function policyKindFor(url: string): PolicyKind {
  const pathname = url.split('?')[0] ?? url;
  if (/^\/provider\/games\/(play|client)\//.test(pathname)) return 'game-client';
  if (/^\/(api|provider\/games\/api)(\/|$)/.test(pathname)) return 'api';
  return 'site';
}

/**
 * The `sha256-…` sources of the inline scripts of the built index.html (the colour mode set before
 * the first paint), computed from the very file that is served, so the hash never drifts from it.
 */
export function inlineScriptHashes(html: string | undefined): string[] {
  if (html === undefined) return [];
  const inlineScripts = html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...inlineScripts].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy directives of each kind of page. `frameAncestors`: who else may
 * frame the site's pages and the game client (the messenger's web client runs the mini-app in a
 * frame; a frame's every ancestor must be allowed, so the game frame inside it too).
 * `thirdPartyOrigins`: the origins of the switched-on third-party adapters (config/third-party.ts),
 * whose scripts load, send, frame and beacon from the site's pages; none while every adapter is off.
 */
export function contentSecurityPolicies(
  scriptHashes: readonly string[],
  https: boolean,
  frameOrigins: readonly string[] = [],
  frameAncestors: readonly string[] = [],
  thirdPartyOrigins: readonly string[] = [],
): Record<PolicyKind, Directives> {
  const everyPage: Directives = {
    'object-src': ["'none'"],
    // React and the games set style attributes; scripts stay strict, which is what matters.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // The site frames our own pages only (the game client, a hosted payment page); others frame none,
    // but for the messenger's web client, which frames the mini-app (and so the games in it).
    'frame-ancestors': ["'self'", ...frameAncestors],
    'base-uri': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return {
    site: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scriptHashes, ...thirdPartyOrigins],
      'script-src-attr': ["'none'"],
      // 'self' covers the real-time websocket (ws:/wss: on the same host).
      'connect-src': ["'self'", ...thirdPartyOrigins],
      // Our own pages, the game pages of the studios on their own origins (an aggregator studio's game
      // server), and the frames a switched-on vendor draws (a chat widget's window, a captcha's box).
      'frame-src': ["'self'", ...frameOrigins, ...thirdPartyOrigins],
      'form-action': ["'self'"],
      ...everyPage,
      'img-src': [...(everyPage['img-src'] ?? []), ...thirdPartyOrigins],
      'frame-ancestors': ["'self'", ...frameAncestors],
    },
    'game-client': {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'form-action': ["'none'"],
      ...everyPage,
    },
    // JSON runs nothing, loads nothing and is framed by nobody.
    api: {
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    },
  };
}

function helmetOptions(directives: Directives, kind: PolicyKind, framedByOthers: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // X-Frame-Options knows no list of origins: with other framers allowed, frame-ancestors alone decides.
    ...(kind === 'site' && framedByOthers ? { xFrameOptions: false } : {}),
    // The game client is loaded by a sandboxed frame of an opaque origin: its files must not be
    // refused as cross-origin reads. Everything else is read by our own pages only.
    crossOriginResourcePolicy: { policy: kind === 'game-client' ? 'cross-origin' : 'same-origin' },
  };
}

/**
 * Security headers on every answer, through @fastify/helmet: the Content-Security-Policy of the
 * path's kind, HSTS (https only), nosniff, Referrer-Policy, frame options, and Permissions-Policy
 * (which helmet lacks). Provider pages that need a stricter policy (mailbox, hosted payment page,
 * game art) set their own Content-Security-Policy, which replaces this one.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    publicUrl: string;
    frameOrigins?: readonly string[];
    frameAncestors?: readonly string[];
    thirdPartyOrigins?: readonly string[];
  },
): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  const frameAncestors = options.frameAncestors ?? [];
  const scriptHashes = inlineScriptHashes(readIndexHtml(options.webDistDir));
  const policies = contentSecurityPolicies(
    scriptHashes,
    https,
    options.frameOrigins,
    frameAncestors,
    options.thirdPartyOrigins,
  );
  const byKind = Object.fromEntries(
    (Object.keys(policies) as PolicyKind[]).map((kind) => [
      kind,
      helmetOptions(policies[kind], kind, frameAncestors.length > 0),
    ]),
  ) as Record<PolicyKind, HelmetOptions>;

  await app.register(fastifyHelmet, {
    // Applied below, per path, with the options of the path's kind.
    global: false,
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    // Full addresses stay on the site (reset and verification links hold codes); others see the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent on some answers and not others (a sandboxed game frame, provider pages with their own
    // headers), Origin-Agent-Cluster makes Chromium warn on every game page; it adds nothing here.
    originAgentCluster: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(byKind[policyKindFor(request.url)]);
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
