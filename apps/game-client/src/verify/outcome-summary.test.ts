import { resolveRoundSync } from '@casino/fairplay/node';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { setLanguage } from '../lib/i18n';
import { outcomeSummary } from './outcome-summary';

const seeds = { serverSeed: 'b2'.repeat(32), clientSeed: 'verify-me', nonce: 7 };

afterEach(() => setLanguage('en', en, en));

describe('the recomputed round is written in the player’s language', () => {
  it('a dice round and a mines round in Russian: words from the catalogue, no English left', () => {
    setLanguage('ru', ru, en);
    const dice = outcomeSummary(
      resolveRoundSync({ ...seeds, game: 'dice', params: { target: 50, condition: 'over' } }),
    );
    expect(dice[0]).toMatch(/^Бросок \d+,\d{2}: (выигрыш|проигрыш)$/);
    const mines = outcomeSummary(
      resolveRoundSync({ ...seeds, game: 'mines', params: { mines: 3 }, actions: [{ type: 'reveal', tile: 0 }] }),
    );
    expect(mines.join('\n')).not.toMatch(/\b(Mines at|Revealed|status|row|column|Multiplier)\b/);
  });

  it('in English by default, as the page starts before a catalogue is chosen', () => {
    const dice = outcomeSummary(
      resolveRoundSync({ ...seeds, game: 'dice', params: { target: 50, condition: 'over' } }),
    );
    expect(dice[0]).toMatch(/^Roll \d+\.\d{2}: (win|loss)$/);
    expect(dice[1]).toMatch(/^Multiplier x/);
  });
});
