import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThirdPartyAdapterConfig } from '@casino/shared';
import { resetThirdPartyEventsForTests, thirdPartyEvents } from '@/lib/third-party/events';
import { startChatWidget, type ChatWidget, type ChatWidgetPlayer } from '@/lib/third-party/chat-widget';
import { switchedOnAdapter } from '@/lib/third-party/settings';
import { chatWidgetPlayer, resetSupportWidgetForTests, supportWidgetAdapter } from './support-widget';

// The server's answer and the vendor's script are the test's (lib/third-party tests the adapter itself).
vi.mock('@/lib/third-party/settings', () => ({ switchedOnAdapter: vi.fn() }));
vi.mock('@/lib/third-party/page-context', () => ({ pageContext: () => ({}) }));
vi.mock('@/lib/third-party/chat-widget', () => ({ startChatWidget: vi.fn() }));

const CONFIG: ThirdPartyAdapterConfig = {
  id: 'chat-widget',
  category: 'necessary',
  url: 'https://chat.example.test/w.js',
};

/** A started widget recording what the support page asks of it. */
function recordingWidget(calls: unknown[][]): ChatWidget {
  return {
    identify: (player: ChatWidgetPlayer | null) => void calls.push(['identify', player]),
    show: () => void calls.push(['show']),
    hide: () => void calls.push(['hide']),
  };
}

afterEach(() => {
  resetSupportWidgetForTests();
  resetThirdPartyEventsForTests();
  vi.mocked(startChatWidget).mockReset();
  vi.restoreAllMocks();
});

describe('the support page’s chat', () => {
  it('is the site’s own when no widget is switched on, or the settings cannot be read (logged)', async () => {
    vi.mocked(switchedOnAdapter).mockResolvedValueOnce(undefined);
    expect(await supportWidgetAdapter()).toBeUndefined();
    resetSupportWidgetForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(switchedOnAdapter).mockRejectedValueOnce(new Error('offline'));
    expect(await supportWidgetAdapter()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(startChatWidget).not.toHaveBeenCalled();
  });

  it('starts the vendor once, at the first opening, identifies the player by id, e-mail and names, shows it, and follows a logout', async () => {
    const calls: unknown[][] = [];
    vi.mocked(switchedOnAdapter).mockResolvedValueOnce(CONFIG);
    vi.mocked(startChatWidget).mockResolvedValue(recordingWidget(calls));
    const adapter = await supportWidgetAdapter();
    expect(adapter?.name).toBe('chat.example.test');
    expect(startChatWidget).not.toHaveBeenCalled();
    const visitor = {
      locale: 'fi',
      profileId: 'p-1',
      chatRestoreId: 'r-1',
      email: 'ann@example.com',
      name: 'annie',
      firstName: 'Ann',
      lastName: 'Lee',
    };
    await adapter?.open(visitor);
    await adapter?.open(visitor);
    expect(startChatWidget).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startChatWidget).mock.calls[0]?.[2]).toBe('fi');
    const ann = { id: 'p-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' };
    expect(calls).toEqual([['identify', ann], ['show'], ['identify', ann], ['show']]);
    // Signed in and out elsewhere in the site: the vendor hears of both (never the phone).
    thirdPartyEvents.identify({ ...ann, phone: '+3725550000' });
    thirdPartyEvents.identify(null);
    expect(calls.slice(4)).toEqual([
      ['identify', ann],
      ['identify', null],
    ]);
  });

  it('tells a caller when the vendor fails, and tries again at the next opening', async () => {
    const calls: unknown[][] = [];
    vi.mocked(switchedOnAdapter).mockResolvedValueOnce(CONFIG);
    vi.mocked(startChatWidget).mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(recordingWidget(calls));
    const adapter = await supportWidgetAdapter();
    await expect(adapter?.open({ locale: 'en' })).rejects.toThrow('blocked');
    await adapter?.open({ locale: 'en' });
    expect(startChatWidget).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([['identify', null], ['show']]);
  });

  it('tells a vendor nothing of a guest', () => {
    expect(chatWidgetPlayer({ email: 'guest@example.com' })).toBeNull();
    expect(chatWidgetPlayer({ id: 'p-2', email: null, firstName: '' })).toEqual({ id: 'p-2' });
  });
});
