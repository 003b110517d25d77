import { describe, expect, it } from 'vitest';
import { readBetMaxExceed, readIssuedFreespin } from './bonus-pushes';

describe('readBetMaxExceed', () => {
  it('reads the push flat or with its fields nested', () => {
    expect(
      readBetMaxExceed({
        type: 'game.bet.max.exceed',
        currency: 'USD',
        maxBetAmount: 500,
        gameIdentity: 'lucky-orbit',
      }),
    ).toEqual({ currency: 'USD', maxBetAmount: 500, gameIdentity: 'lucky-orbit' });
    expect(
      readBetMaxExceed({ type: 'game.bet.max.exceed', playerBonus: { currency: 'EUR', maxBetAmount: 200 } }),
    ).toEqual({ currency: 'EUR', maxBetAmount: 200, gameIdentity: '' });
  });

  it('ignores other pushes and incomplete ones', () => {
    expect(readBetMaxExceed({ type: 'game.bet.restricted', reason: 'cooling_off' })).toBeUndefined();
    expect(readBetMaxExceed({ type: 'game.bet.max.exceed', currency: 'USD' })).toBeUndefined();
    expect(readBetMaxExceed('game.bet.max.exceed')).toBeUndefined();
  });
});

describe('readIssuedFreespin', () => {
  const issued = {
    id: 'fs-1',
    status: 1,
    count: 50,
    played: 0,
    gameId: 'g1',
    gameIdentity: 'lucky-orbit',
    currency: 'USD',
  };

  it('finds newly granted spins, flat or nested', () => {
    expect(readIssuedFreespin(issued)?.id).toBe('fs-1');
    expect(readIssuedFreespin({ type: 'freespins.updated', freespin: issued })?.gameIdentity).toBe('lucky-orbit');
    expect(readIssuedFreespin({ data: { ...issued, gameIdentity: null } })?.gameIdentity).toBeNull();
  });

  it('raises nothing for spins being played or finished', () => {
    expect(readIssuedFreespin({ ...issued, status: 2, played: 3 })).toBeUndefined();
    expect(readIssuedFreespin({ ...issued, played: 1 })).toBeUndefined();
    expect(readIssuedFreespin({ ...issued, status: 3 })).toBeUndefined();
    expect(readIssuedFreespin({ type: 'freespins.updated' })).toBeUndefined();
  });
});
