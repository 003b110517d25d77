import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORTSBOOK_WIDGET_URL, sportsbookWidgetUrl } from './widget-address';

describe('sportsbookWidgetUrl', () => {
  const urls = { productionUrl: 'https://widget.example/prod.js', stagingUrl: 'https://widget.example/staging.js' };

  it('takes the staging address in staging mode and the production one otherwise', () => {
    expect(sportsbookWidgetUrl({ mode: 'staging', ...urls })).toBe(urls.stagingUrl);
    expect(sportsbookWidgetUrl({ mode: 'production', ...urls })).toBe(urls.productionUrl);
    expect(sportsbookWidgetUrl({ mode: 'development', ...urls })).toBe(urls.productionUrl);
  });

  it("falls back to the server's own script when the address is unset or blank", () => {
    expect(sportsbookWidgetUrl({ mode: 'production' })).toBe(DEFAULT_SPORTSBOOK_WIDGET_URL);
    expect(sportsbookWidgetUrl({ mode: 'staging', productionUrl: urls.productionUrl, stagingUrl: ' ' })).toBe(
      DEFAULT_SPORTSBOOK_WIDGET_URL,
    );
  });
});
