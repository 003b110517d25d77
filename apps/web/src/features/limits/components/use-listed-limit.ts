import { useLimits, type PlayerLimit } from '../api/get-limits';

/** The limit a modal acts on, by the id in its value; undefined while loading or when it is not the player's. */
export function useListedLimit(limitId: string): {
  readonly limit: PlayerLimit | undefined;
  readonly loading: boolean;
} {
  const limits = useLimits();
  return { limit: limits.data?.find((limit) => limit.id === limitId), loading: limits.isPending };
}
