import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThirdPartyAdapterConfig } from '@casino/shared';
import { startChatWidget } from './chat-widget';
import { fraudVendorVisitorId, vendorVisitorId } from './fingerprint';
import type { AdapterContext } from './types';

/** A page of our own: "loading" a script runs `vendorScript` (what the vendor's script would define), nothing is requested. */
function fakePage(vendorScript: (global: Record<string, unknown>) => void = () => undefined) {
  const scripts: string[] = [];
  const global: Record<string, unknown> = {};
  const context: AdapterContext = {
    loadScript: (url) => {
      scripts.push(url);
      vendorScript(global);
      return Promise.resolve();
    },
    sendBeacon: () => undefined,
    global,
    browserFacts: () => {
      throw new Error('not read by these adapters');
    },
  };
  return { context, scripts, global };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chat widget', () => {
  const config: ThirdPartyAdapterConfig = {
    id: 'chat-widget',
    category: 'necessary',
    url: 'https://chat.example.test/w.js',
    key: 'chat-1',
  };
  /** A vendor keeping the contract, recording each call. */
  const chatVendor = (calls: unknown[][]) => (global: Record<string, unknown>) => {
    global.chatWidget = Object.fromEntries(
      ['boot', 'identify', 'reset', 'show', 'hide'].map((name) => [
        name,
        (...args: unknown[]) => calls.push([name, ...args]),
      ]),
    );
  };

  it('loads the script, boots it hidden with the key and locale, identifies the player by id, e-mail and names, then shows it', async () => {
    const calls: unknown[][] = [];
    const page = fakePage(chatVendor(calls));
    const widget = await startChatWidget(config, page.context, 'de');
    expect(page.scripts).toEqual(['https://chat.example.test/w.js']);
    expect(calls).toEqual([['boot', { key: 'chat-1', hidden: true, locale: 'de' }]]);
    widget.identify(null);
    widget.identify({ id: 'p-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    widget.identify({ id: 'p-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    widget.show();
    widget.identify(null);
    widget.hide();
    expect(calls.slice(1)).toEqual([
      ['identify', { id: 'p-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' }],
      ['show'],
      ['reset'],
      ['hide'],
    ]);
  });

  it('boots without a key when none is set', async () => {
    const calls: unknown[][] = [];
    const { key: _key, ...withoutKey } = config;
    await startChatWidget(withoutKey, fakePage(chatVendor(calls)).context, 'en');
    expect(calls).toEqual([['boot', { hidden: true, locale: 'en' }]]);
  });

  it('fails when the script does not keep the contract, or does not load', async () => {
    const partial = fakePage((global) => {
      global.chatWidget = { boot: () => undefined, show: () => undefined };
    });
    await expect(startChatWidget(config, partial.context, 'en')).rejects.toThrow(/window\.chatWidget/);
    const broken = fakePage();
    broken.context = { ...broken.context, loadScript: () => Promise.reject(new Error('blocked')) };
    await expect(startChatWidget(config, broken.context, 'en')).rejects.toThrow('blocked');
  });
});

describe('fraud fingerprint vendor', () => {
  const config: ThirdPartyAdapterConfig = {
    id: 'fingerprint',
    category: 'necessary',
    url: 'https://fp.example.test/agent.js',
    key: 'fp-1',
  };
  const fingerprintVendor = (answer: (options: unknown) => Promise<unknown>) => (global: Record<string, unknown>) => {
    global.fraudFingerprint = { load: answer };
  };

  it("loads the script, asks it with the key and answers the vendor's visitor id", async () => {
    const asked: unknown[] = [];
    const page = fakePage(
      fingerprintVendor((options) => {
        asked.push(options);
        return Promise.resolve({ visitorId: 'vendor-abc123' });
      }),
    );
    expect(await vendorVisitorId(config, page.context)).toBe('vendor-abc123');
    expect(page.scripts).toEqual(['https://fp.example.test/agent.js']);
    expect(asked).toEqual([{ key: 'fp-1' }]);
  });

  it('refuses an empty, too long or malformed answer, and a script without the contract', async () => {
    for (const answer of [{ visitorId: '' }, { visitorId: 'x'.repeat(129) }, { visitorId: 'a b' }, { id: 'x' }, null])
      await expect(
        vendorVisitorId(config, fakePage(fingerprintVendor(() => Promise.resolve(answer))).context),
        JSON.stringify(answer),
      ).rejects.toThrow(/visitor id/);
    await expect(vendorVisitorId(config, fakePage().context)).rejects.toThrow(/window\.fraudFingerprint/);
  });

  it('answers nothing (logged) when no vendor is switched on, the vendor fails, or it is late', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const never = fakePage(fingerprintVendor(() => new Promise(() => undefined)));
    const failing = fakePage(fingerprintVendor(() => Promise.reject(new Error('vendor down'))));
    const answering = fakePage(fingerprintVendor(() => Promise.resolve({ visitorId: 'vendor-ok' })));
    const find = () => Promise.resolve(config);

    expect(await fraudVendorVisitorId({ find: () => Promise.resolve(undefined), context: answering.context })).toBe(
      undefined,
    );
    expect(answering.scripts).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(await fraudVendorVisitorId({ find, context: failing.context })).toBe(undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    const late = fraudVendorVisitorId({ find, context: never.context, timeoutMs: 3_000 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await late).toBe(undefined);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await fraudVendorVisitorId({ find, context: answering.context })).toBe('vendor-ok');
  });
});
