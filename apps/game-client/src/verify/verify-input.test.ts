import { describe, expect, it } from 'vitest';
import { exampleParamsText, readRecomputeInput, type VerifyFormValues } from './verify-input';

const values = (extra: Partial<VerifyFormValues> = {}): VerifyFormValues => ({
  serverSeed: ' abc ',
  hash: '',
  clientSeed: ' mine ',
  nonce: '7',
  game: 'mines',
  params: '{"mines":3}',
  actions: '',
  ...extra,
});

describe('the verify form read as a round', () => {
  it('trims the server seed and hash but keeps the client seed as typed', () => {
    expect(readRecomputeInput(values())).toEqual({
      serverSeed: 'abc',
      clientSeed: ' mine ',
      nonce: 7,
      game: 'mines',
      params: { mines: 3 },
    });
    expect(readRecomputeInput(values({ hash: ' h1 ' })).serverSeedHash).toBe('h1');
  });

  it('reads the actions as a list, empty params as none', () => {
    const input = readRecomputeInput(values({ actions: '[{"type":"reveal","tile":7}]', params: ' ' }));
    expect(input.actions).toEqual([{ type: 'reveal', tile: 7 }]);
    expect(input.params).toEqual({});
  });

  it('makes an empty nonce no number, so the recomputing refuses it', () => {
    expect(readRecomputeInput(values({ nonce: ' ' })).nonce).toBeNaN();
  });

  it('says which field is not JSON, and that actions are a list', () => {
    expect(() => readRecomputeInput(values({ params: '{mines:3}' }))).toThrow(/params/i);
    expect(() => readRecomputeInput(values({ actions: '[' }))).toThrow(/actions/i);
    expect(() => readRecomputeInput(values({ actions: '{"type":"cashout"}' }))).toThrow(
      /\[\{"type":"reveal","tile":7\}\]/,
    );
  });

  it('starts each game from example params, an engine slot from none', () => {
    expect(JSON.parse(exampleParamsText('dice'))).toEqual({ target: 50.5, condition: 'over' });
    expect(exampleParamsText('some-studio-slot')).toBe('{}');
  });
});
