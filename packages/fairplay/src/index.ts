/**
 * @casino/fairplay: provably fair randomness and the game math of the in-house studio, shared by
 * the game server and the game client (browser-safe: nothing here imports a Node module; the
 * synchronous node:crypto path is `@casino/fairplay/node`).
 *
 * The public algorithm: floats come 4 bytes at a time from HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${round}`), round = 0, 1, 2, ...; each game maps floats to events.
 */
export * from './errors';
export * from './ratio';
export * from './seeds';
export * from './rng/floats';
export * from './rng/hmac';
export * from './rng/stream';
export * from './games/dice';
export * from './games/limbo';
export * from './games/mines/mines-math';
export * from './games/mines/mines-round';
export * from './games/plinko';
export * from './games/plinko-tables';
export * from './games/cards';
export * from './games/roulette/roulette';
export * from './games/roulette/roulette-layout';
export * from './games/slot/slot-types';
export * from './games/slot/slot-compile';
export * from './games/slot/slot-play';
export * from './games/slot/slot-rtp';
export * from './games/slot/lucky-orbit';
export * from './games/slot-engine/engine-types';
export * from './games/slot-engine/engine-evaluate';
export * from './games/slot-engine/engine-spin';
export * from './games/slot-engine/engine-hold';
export * from './games/slot-engine/engine-play';
export * from './games/slot-engine/engine-rtp';
export * from './games/slot-engine/slot-catalogue';
export * from './games/slot-engine/slot-game-round';
export * from './games/blackjack/blackjack';
export * from './games/blackjack/blackjack-strategy';
export * from './games/blackjack/blackjack-rtp';
export * from './games/keno/keno';
export * from './games/hilo/hilo';
export * from './games/crash/crash';
export * from './games/baccarat/baccarat';
export * from './games/video-poker/video-poker';
export * from './games/scratch/scratch';
export * from './games/registry';
export * from './verify';
