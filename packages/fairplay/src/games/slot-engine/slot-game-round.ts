import { FairplayError } from '../../errors';
import { type FloatReader } from '../../rng/floats';
import { expectRecord } from '../params';
import { playSlotGame, type SlotGameOutcome } from './engine-play';
import type { SlotGameConfig } from './engine-types';
import { findSlotGame, SLOT_GAME_IDS } from './slot-catalogue';

/** A slot round's params: one stake plays a spin; `buy` pays the bonus buy's price instead. */
export interface SlotGameParams {
  readonly buy: boolean;
}

export function assertSlotGame(identity: unknown): SlotGameConfig {
  const config = typeof identity === 'string' ? findSlotGame(identity) : undefined;
  if (!config) throw new FairplayError('unknown_game', `game must be one of ${SLOT_GAME_IDS.join(', ')}`, 'game');
  return config;
}

export function parseSlotGameParams(config: SlotGameConfig, input: unknown): SlotGameParams {
  const record = expectRecord(input ?? {});
  const buy = record['buy'] ?? false;
  if (typeof buy !== 'boolean')
    throw new FairplayError('invalid_params', 'params.buy must be true or false', 'params.buy');
  if (buy && !config.bonusBuy)
    throw new FairplayError('invalid_params', `${config.title} has no bonus buy`, 'params.buy');
  return { buy };
}

export function playSlotGameRound(
  reader: FloatReader,
  config: SlotGameConfig,
  params: SlotGameParams,
): SlotGameOutcome {
  return playSlotGame(reader, config, { buy: params.buy });
}

/** Floats a spin needs without features: the first fetch of the asynchronous path. */
export function slotGameFloatsHint(config: SlotGameConfig): number {
  return config.draw.type === 'strips' ? config.reels : config.reels * config.rows;
}
