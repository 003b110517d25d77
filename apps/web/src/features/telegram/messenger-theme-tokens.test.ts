import { describe, expect, it } from 'vitest';
import { contrastRatio, siteTokensOf } from './messenger-theme-tokens';

describe("the messenger's theme on the site's colour tokens", () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('not a colour', '#ffffff')).toBe(1);
  });

  it('takes backgrounds and readable text, and keeps the site token where a colour would not read', () => {
    const tokens = siteTokensOf({
      bg_color: '#ffffff',
      secondary_bg_color: '#f4f4f5',
      section_bg_color: '#ffffff',
      header_bg_color: '#ffffff',
      text_color: '#000000',
      // 4.68:1 on white, 4.3:1 on the secondary background: not readable everywhere.
      hint_color: '#707579',
      accent_text_color: '#1c5f99',
      button_color: '#3390ec',
      button_text_color: '#ffffff',
      destructive_text_color: '#c62828',
    });
    expect(tokens).toEqual({
      '--color-bg': '#ffffff',
      '--color-bg-raised': '#f4f4f5',
      '--color-drawer-bg': '#f4f4f5',
      '--color-bg-overlay': '#ffffff',
      '--color-header-bg': '#ffffff',
      '--color-text': '#000000',
      '--color-brand': '#1c5f99',
      '--color-focus': '#1c5f99',
      '--color-danger': '#c62828',
    });
  });

  it('takes the button colours when its text reads on it and it reads on the page', () => {
    const tokens = siteTokensOf({
      bg_color: '#101010',
      text_color: '#ffffff',
      button_color: '#ffd54f',
      button_text_color: '#1d1400',
    });
    expect(tokens).toMatchObject({ '--color-accent': '#ffd54f', '--color-on-accent': '#1d1400' });
  });

  it('sets nothing without a usable background', () => {
    expect(siteTokensOf({ text_color: '#000000' })).toEqual({});
    expect(siteTokensOf({ bg_color: '#fff' })).toEqual({});
  });
});
