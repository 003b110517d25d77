import { describe, expect, it } from 'vitest';
import { breakRefusalMessage } from './break-refusal';
import { HttpError } from './http';

describe('breakRefusalMessage', () => {
  it("answers the server's message of a cooling-off or self-exclusion refusal, and nothing for any other failure", () => {
    expect(
      breakRefusalMessage(new HttpError(409, 'cooling_off', 'Du machst eine Pause bis 30.11.2026, 10:00 UTC')),
    ).toBe('Du machst eine Pause bis 30.11.2026, 10:00 UTC');
    expect(breakRefusalMessage(new HttpError(409, 'self_excluded', 'You are self-excluded permanently'))).toBe(
      'You are self-excluded permanently',
    );
    expect(
      breakRefusalMessage(new HttpError(409, 'bet_limit_reached', 'This stake would pass your daily bet limit')),
    ).toBeUndefined();
    expect(breakRefusalMessage(new HttpError(500, undefined, 'Request failed with status 500'))).toBeUndefined();
    expect(breakRefusalMessage(new Error('cooling_off'))).toBeUndefined();
  });
});
