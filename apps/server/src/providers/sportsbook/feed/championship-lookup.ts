import { championshipSeeds, type ChampionshipSeed } from './championships.data';

const byId = new Map(championshipSeeds.map((championship) => [championship.id, championship]));

/** The feed's championship of an event (its sport model, names); an unknown id is a bug in the feed's data. */
export function championshipById(id: number): ChampionshipSeed {
  const championship = byId.get(id);
  if (!championship) throw new Error(`the feed has no championship ${id}`);
  return championship;
}
