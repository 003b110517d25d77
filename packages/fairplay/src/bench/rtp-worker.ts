/**
 * A benchmark worker: plays a slice of one game's rounds on fresh random seeds, the way players
 * would (a new server seed every SEED_ROTATION_ROUNDS rounds, nonces counting up), and posts back
 * the moments of the per-round return.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { createNodeFloatReader } from '../node';
import { RTP_SCENARIOS } from './rtp-scenarios';
import { addReturn, emptyMoments, type ReturnMoments } from './rtp-stats';

export interface WorkerTask {
  readonly game: string;
  /** Index of the first round (keeps the cycles of params aligned across workers). */
  readonly firstRound: number;
  readonly rounds: number;
}

/** Players rotate their seed now and then; 100 000 rounds per seed is plenty of rotations here. */
const SEED_ROTATION_ROUNDS = 100_000;

function run(task: WorkerTask): ReturnMoments {
  const scenario = RTP_SCENARIOS.find((candidate) => candidate.game === task.game);
  if (!scenario) throw new Error(`no scenario for ${task.game}`);
  const moments = emptyMoments();
  let serverSeed = '';
  const clientSeed = randomBytes(8).toString('hex');
  for (let i = 0; i < task.rounds; i += 1) {
    if (i % SEED_ROTATION_ROUNDS === 0) serverSeed = randomBytes(32).toString('hex');
    const reader = createNodeFloatReader({ serverSeed, clientSeed, nonce: i % SEED_ROTATION_ROUNDS });
    addReturn(moments, scenario.play(reader, task.firstRound + i));
  }
  return moments;
}

parentPort?.postMessage(run(workerData as WorkerTask));
