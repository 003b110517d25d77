import type { AdapterStarter } from './types';

/** The command queue each session tool's script reads (`window.sessionAnalytics.push([...])`), set up before it loads. */
export const SESSION_TOOL_QUEUES = {
  'session-analytics': 'sessionAnalytics',
  'session-recording': 'sessionRecording',
} as const;

/**
 * Session analytics and session recording (SPEC.md, Third-party loads): the vendor's script with
 * its project key, and the player identified by id, e-mail, phone and names. Started only after
 * the visitor allowed analytics cookies, so nobody is identified to a vendor before that. Both
 * speak the command-queue convention most such vendors' snippets use (`init`, `identify`,
 * `event`, `reset`); a vendor with another API gets a small shim at its URL.
 */
function sessionTool(id: keyof typeof SESSION_TOOL_QUEUES): AdapterStarter {
  return async (config, context) => {
    const name = SESSION_TOOL_QUEUES[id];
    const existing = context.global[name];
    const queue: unknown[] = Array.isArray(existing) ? (existing as unknown[]) : [];
    context.global[name] = queue;
    queue.push(['init', config.key ?? '']);
    await context.loadScript(config.url);
    return {
      id,
      track(event) {
        queue.push(['event', event.name]);
      },
      identify(player) {
        if (player === null) {
          queue.push(['reset']);
          return;
        }
        const { id: playerId, email, phone, firstName, lastName } = player;
        queue.push(['identify', playerId, { email, phone, firstName, lastName }]);
      },
    };
  };
}

export const startSessionAnalytics = sessionTool('session-analytics');
export const startSessionRecording = sessionTool('session-recording');
