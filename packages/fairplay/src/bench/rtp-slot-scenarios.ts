import { playSlotGame } from '../games/slot-engine/engine-play';
import { isExactlyComputable, slotGameRtp } from '../games/slot-engine/engine-rtp';
import type { SlotGameConfig } from '../games/slot-engine/engine-types';
import { SLOT_GAMES } from '../games/slot-engine/slot-catalogue';
import { ratioToNumber } from '../ratio';
import type { RtpScenario } from './rtp-scenarios';

/** A bonus buy round plays ten or more spins and varies far less than a spin: a tenth of the rounds. */
const BONUS_BUY_ROUNDS_SHARE = 0.1;

function mechanicsOf(config: SlotGameConfig): string {
  const pays =
    config.pays.type === 'lines'
      ? `${config.pays.paylines.length} line${config.pays.paylines.length === 1 ? '' : 's'}`
      : config.pays.type === 'ways'
        ? `${config.rows ** config.reels} ways`
        : `clusters of ${config.pays.minimum}+`;
  const parts = [`${config.reels}x${config.rows}`, pays];
  if (config.cascade) parts.push(`cascades x${config.cascade.multipliers.join('/')}`);
  if (config.freeSpins)
    parts.push(`free spins x${config.freeSpins.multiplier}${config.freeSpins.stickyWilds ? ' sticky wilds' : ''}`);
  if (config.holdAndWin) parts.push('hold-and-win');
  if (config.jackpot) parts.push('jackpot flag');
  return parts.join(', ');
}

function scenariosOf(config: SlotGameConfig): RtpScenario[] {
  const exact = isExactlyComputable(config) ? slotGameRtp(config) : undefined;
  const publishedRtp = config.publishedRtpBasisPoints / 10_000;
  const spin: RtpScenario = {
    game: config.id,
    description: mechanicsOf(config),
    ...(exact ? { theoreticalRtp: exact.rtp } : {}),
    publishedRtp,
    play: (reader) => ratioToNumber(playSlotGame(reader, config).multiplier),
  };
  const buy = config.bonusBuy;
  if (!buy) return [spin];
  const buyRtp = exact?.bonusBuyRtp;
  return [
    spin,
    {
      game: `${config.id}:buy`,
      description: `bonus buy: ${buy.feature === 'free-spins' ? `${buy.amount} free spins` : `hold-and-win with ${buy.amount} coins`} for ${buy.cost}x the stake`,
      ...(buyRtp === undefined ? {} : { theoreticalRtp: buyRtp }),
      publishedRtp: buy.rtpBasisPoints / 10_000,
      roundsShare: BONUS_BUY_ROUNDS_SHARE,
      play: (reader) => ratioToNumber(playSlotGame(reader, config, { buy: true }).multiplier),
    },
  ];
}

/** Every slot of the engine, and each bonus buy as a row of its own. */
export const SLOT_GAME_SCENARIOS: readonly RtpScenario[] = SLOT_GAMES.flatMap(scenariosOf);
