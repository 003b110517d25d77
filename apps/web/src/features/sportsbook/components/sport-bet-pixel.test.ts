import { beforeEach, describe, expect, it } from 'vitest';
import { resetThirdPartyEventsForTests, thirdPartyEvents } from '@/lib/third-party/events';
import { sportBetPixel } from './sport-bet-pixel';

const PLAYER = { id: 'p-9', email: null, phone: '+380501234567', firstName: null, lastName: null };

describe('sportBetPixel', () => {
  beforeEach(() => resetThirdPartyEventsForTests());

  it("is the pixel's bet and bet30 for the signed-in player on a placed sportsbook bet, once a page", () => {
    thirdPartyEvents.identify(PLAYER);
    sportBetPixel({ type: 'bet.placebet', bet: { id: 'b-1', status: 'pending' } });
    sportBetPixel({ type: 'bet.placebet', bet: { id: 'b-2', status: 'pending' } });
    expect(thirdPartyEvents.kept()).toEqual([
      { name: 'pixel_bet', profileId: 'p-9' },
      { name: 'pixel_bet30', profileId: 'p-9' },
    ]);
  });

  it('ignores the other pushes of the channel and malformed ones', () => {
    for (const data of [
      { type: 'bet.updated', bet: { status: 'won' } },
      { type: 'game.bet.restricted' },
      'bet.placebet',
      null,
      [{ type: 'bet.placebet' }],
    ])
      sportBetPixel(data);
    expect(thirdPartyEvents.kept()).toEqual([]);
  });
});
