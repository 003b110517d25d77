import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ModalBodyProps } from '@/lib/modals';
import { preloadableBody } from './preloadable-body';

const props: ModalBodyProps = { modalKey: 'phone', value: 'true', close: () => undefined };
const render = (Body: ReturnType<typeof preloadableBody>) =>
  renderToString(createElement(Suspense, { fallback: 'skeleton' }, createElement(Body, props)));

describe('preloadableBody', () => {
  it('shows the fallback until the code is there, and the body at once after a preload', async () => {
    const load = vi.fn(async () => ({
      default: ({ modalKey }: ModalBodyProps) => createElement('p', null, `body of ${modalKey}`),
    }));
    const Body = preloadableBody(load);
    expect(render(Body)).toContain('skeleton');
    await Body.preload();
    expect(render(Body)).toContain('body of phone');
    await Body.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => createElement('p', null, 'ok') });
    const Body = preloadableBody(load);
    await expect(Body.preload()).rejects.toThrow('offline');
    await Body.preload();
    expect(render(Body)).toContain('ok');
  });
});
