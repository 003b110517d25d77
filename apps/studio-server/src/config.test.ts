import { describe, expect, it } from 'vitest';
import { loadStudioConfig, StudioConfigError } from './config';

const base = { NODE_ENV: 'test', PLATFORM_URL: 'http://127.0.0.1:3000' } as const;

describe('the studio configuration: who may frame the games', () => {
  it("allows the messenger's web client by default, since it frames the platform's site (the mini-app)", () => {
    expect(loadStudioConfig({ ...base }).platformFrameAncestors).toEqual(['https://web.telegram.org']);
  });

  it('takes a comma-separated list of https origins, or none', () => {
    expect(
      loadStudioConfig({ ...base, PLATFORM_FRAME_ANCESTORS: ' https://a.example/path , https://b.example ' })
        .platformFrameAncestors,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(loadStudioConfig({ ...base, PLATFORM_FRAME_ANCESTORS: '' }).platformFrameAncestors).toEqual([]);
  });

  it('refuses an origin that is not https, or not an address', () => {
    for (const value of ['http://web.telegram.org', 'web.telegram.org', "'none'", '*']) {
      expect(() => loadStudioConfig({ ...base, PLATFORM_FRAME_ANCESTORS: value }), value).toThrow(StudioConfigError);
    }
  });
});
