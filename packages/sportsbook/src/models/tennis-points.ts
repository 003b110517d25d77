/**
 * Tennis from the point up: each point on a player's serve is won by the server with that player's
 * serve-point probability, independently of every other point (the standard iid-point model).
 * These are the game and tie-break steps; sets and matches build on them in tennis.ts.
 */

/** Player 0 is the first-named player (the "home" side), player 1 the second. */
export type TennisPlayer = 0 | 1;

/** P(the server wins the game) from `serverPoints`-`receiverPoints` (0, 1, 2, 3 = 0, 15, 30, 40). */
export function gameWinProbability(serveWinProbability: number, serverPoints: number, receiverPoints: number): number {
  const serve = serveWinProbability;
  const receive = 1 - serve;
  if (serverPoints >= 4 && serverPoints - receiverPoints >= 2) return 1;
  if (receiverPoints >= 4 && receiverPoints - serverPoints >= 2) return 0;
  if (serverPoints >= 3 && receiverPoints >= 3) {
    // From deuce the server needs two points in a row before the receiver does.
    const fromDeuce =
      serve * serve + receive * receive === 0 ? 0.5 : (serve * serve) / (serve * serve + receive * receive);
    const lead = serverPoints - receiverPoints;
    if (lead === 0) return fromDeuce;
    return lead > 0 ? serve + receive * fromDeuce : serve * fromDeuce;
  }
  return (
    serve * gameWinProbability(serve, serverPoints + 1, receiverPoints) +
    receive * gameWinProbability(serve, serverPoints, receiverPoints + 1)
  );
}

/** The player serving the next tie-break point: serve changes after the 1st point, then every 2. */
export function nextTiebreakServer(server: TennisPlayer, pointsPlayed: number): TennisPlayer {
  return pointsPlayed % 2 === 0 ? ((1 - server) as TennisPlayer) : server;
}

/** Who served the first point of a tie-break, from who serves point number `pointsPlayed`. */
export function tiebreakFirstServer(currentServer: TennisPlayer, pointsPlayed: number): TennisPlayer {
  const changes = Math.floor((pointsPlayed + 1) / 2);
  return changes % 2 === 0 ? currentServer : ((1 - currentServer) as TennisPlayer);
}

/**
 * P(player 0 wins a tie-break to `target` points, by two) from points (player0, player1), with
 * `server` serving the next point. Level from target - 1 all, each pair of points has one serve
 * each, so player 0 wins from there with probability x / (x + y), x = holds own and breaks,
 * y = the reverse.
 */
export function tiebreakWinProbability(
  serveWinProbabilities: readonly [number, number],
  points: readonly [number, number],
  server: TennisPlayer,
  target: number,
): number {
  const [serve0, serve1] = serveWinProbabilities;
  const memo = new Map<string, number>();
  const fromPoints = (player0: number, player1: number, pointServer: TennisPlayer): number => {
    if (player0 >= target && player0 - player1 >= 2) return 1;
    if (player1 >= target && player1 - player0 >= 2) return 0;
    if (player0 >= target - 1 && player0 === player1) {
      const player0TakesPair = serve0 * (1 - serve1);
      const player1TakesPair = (1 - serve0) * serve1;
      const decided = player0TakesPair + player1TakesPair;
      return decided === 0 ? 0.5 : player0TakesPair / decided;
    }
    const key = `${player0},${player1},${pointServer}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const player0WinsPoint = pointServer === 0 ? serve0 : 1 - serve1;
    const next = nextTiebreakServer(pointServer, player0 + player1);
    const probability =
      player0WinsPoint * fromPoints(player0 + 1, player1, next) +
      (1 - player0WinsPoint) * fromPoints(player0, player1 + 1, next);
    memo.set(key, probability);
    return probability;
  };
  return fromPoints(points[0], points[1], server);
}
