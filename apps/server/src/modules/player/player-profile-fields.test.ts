import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';

let testApp: TestApp;
let player: RegisteredPlayer;
beforeAll(async () => {
  testApp = await createTestApp();
  player = await registerPlayer(testApp.app);
});
afterAll(() => testApp.close());

const putProfile = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url: '/api/player/profile', headers: bearer(player.accessToken), payload });
const storedBirthdate = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).json<{
    birthdate: string | null;
  }>().birthdate;

describe('PUT /api/player/profile: the birth date is a calendar day, read once', () => {
  it('stores a real day in the form the web sends (and the spec allows), as YYYY-MM-DD', async () => {
    expect((await putProfile({ birthdate: '1990-02-28' })).json()).toMatchObject({ birthdate: '1990-02-28' });
    expect((await putProfile({ birthdate: '1988-7-4' })).json()).toMatchObject({ birthdate: '1988-07-04' });
    expect(await storedBirthdate()).toBe('1988-07-04');
  });

  it.each([
    [' '],
    ['\t'],
    [0],
    [-1],
    [-0.5],
    [10.5],
    [1e3],
    [true],
    [' 1990-02-28'],
    ['1990-02-28T00:00:00Z'],
    ['1990-02-30'],
    ['28.02.1990'],
  ])('answers 422 with a field error for %j and keeps the stored day', async (birthdate) => {
    const response = await putProfile({ city: 'Lisbon', birthdate });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { birthdate: ['Value is not a valid date'] } },
    });
    expect(await storedBirthdate()).toBe('1988-07-04');
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
    });
    expect(profile.json()).toMatchObject({ city: null });
  });

  it('still reports the other fields with a bad day, and clears the day with null or an empty value', async () => {
    const response = await putProfile({ firstName: 'A', birthdate: 42 });
    expect(Object.keys(response.json<{ error: { fields: Record<string, string[]> } }>().error.fields).sort()).toEqual([
      'birthdate',
      'firstName',
    ]);
    expect((await putProfile({ birthdate: '' })).json()).toMatchObject({ birthdate: null });
    await putProfile({ birthdate: '1990-02-28' });
    expect((await putProfile({ birthdate: null })).json()).toMatchObject({ birthdate: null });
  });
});

describe('PUT /api/player/profile: every typed field is read into what its column holds', () => {
  const profile = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).json<
      Record<string, unknown>
    >();

  it.each([
    [{ locale: null }, 'locale'],
    [{ locale: '' }, 'locale'],
    [{ receiveEmailPromo: null }, 'receiveEmailPromo'],
    [{ receiveSmsPromo: '' }, 'receiveSmsPromo'],
    [{ gender: 'a'.repeat(17) }, 'gender'],
  ])(
    'refuses %j with a field error (was a 500: a NOT NULL or length-limited column) and writes nothing',
    async (change, field) => {
      const before = await profile();
      const response = await putProfile({ city: 'Porto', ...change });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json<{ error: { fields: Record<string, string[]> } }>().error.fields)).toEqual([
        field,
      ]);
      expect(await profile()).toEqual(before);
    },
  );

  it('stores the text forms of a flag as the flag', async () => {
    expect((await putProfile({ receiveEmailPromo: '1', receiveSmsPromo: 'true' })).json()).toMatchObject({
      receiveEmailPromo: true,
      receiveSmsPromo: true,
    });
    expect((await putProfile({ receiveEmailPromo: 0, receiveSmsPromo: 'false' })).json()).toMatchObject({
      receiveEmailPromo: false,
      receiveSmsPromo: false,
    });
  });
});
