/**
 * @casino/sportsbook: the pure maths of the sportsbook (issue 14), shared by the trading and
 * settlement server and the sportsbook widget. No I/O, no clock, no database. Money is bigint minor
 * units; odds are exact rationals; payouts round down to the minor unit (settlement/settle.ts).
 */
export * from './errors';
export * from './odds/odds';
export * from './odds/odds-format';
export * from './odds/odds-parse';
export * from './odds/odds-change';
export * from './pricing/margin';
export * from './pricing/settled-markets';
export * from './models/poisson';
export * from './models/soccer';
export * from './models/hockey';
export * from './models/normal';
export * from './models/basketball';
export * from './models/tennis-points';
export * from './models/tennis';
export * from './models/esports';
export * from './models/seeded-random';
export * from './models/outright';
export * from './settlement/results';
export * from './settlement/bet';
export * from './settlement/settle';
export * from './settlement/cash-out';
