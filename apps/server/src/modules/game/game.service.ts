import type {
  BetView,
  GameCollectionView,
  GameFeatureView,
  GameProviderView,
  GameView,
  ListResponse,
  PlayedGameView,
  PlayerId,
  ProfileNameSource,
  RecentSearchView,
  SpinView,
  WinnerView,
} from '@casino/shared';
import { maskedPlayerName, WINNERS_LIST_SIZE } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
export type { LaunchableGame } from './game-launch';
// What the bonus engine plugs into: the seamless wallet's stake hook, and the lobby's optional login.
export type { BonusStakeAttempt, BonusStakes, FreeSpins, FreespinsAvailable, StakeSplit } from './bonus-stakes-hook';
export type { GameWalletService } from './game-wallet.service';
// What the jackpot module plugs into: the seamless wallet's stake, win and rollback hooks.
export type { GameJackpots, JackpotClaim, JackpotStake, SettledRoundMoney } from './jackpot-hook';
export { createOptionalPlayerGuard } from './game-visitor';
import { notFound } from '../../http/app-error';
import {
  featureCounts,
  findGameArtInput,
  findGameId,
  findProvider,
  findStudioLogoInput,
  findVisibleCollectionId,
  listProviders,
  listVisibleCollections,
  pageOfGameIds,
  type GameFilters,
} from './game-catalogue';
import { renderGameArt, renderStudioLogo } from './game-art';
import { latestBigWins, pageOfSpins, winMultiplier } from './game-history';
import { findLaunchableGame, type LaunchableGame } from './game-launch';
import { gameViewsByIds, pageMeta, type PageRequest } from './game-views';
import {
  addFavorite,
  clearRecentSearches,
  listRecentSearches,
  pageOfFavoriteIds,
  pageOfPlayedGames,
  recordPlayedGame,
  recordSearch,
  removeFavorite,
} from './player-games';

/** What the catalogue needs to know about players, answered by the player module. */
export interface GamePlayerDirectory {
  /** The country of the player's profile, if they gave one. */
  countryOf(playerId: PlayerId): Promise<string | null>;
  /** The fields a displayed name is made of, for the winners list. */
  nameSourceOf(playerId: PlayerId): Promise<ProfileNameSource>;
  /** A player's sports bets, from the sportsbook provider (none without one). */
  sportsBets?: (playerId: PlayerId, page: PageRequest & { isSettled: boolean }) => Promise<ListResponse<BetView>>;
}

/** Who is asking: a guest (no player) with the country their CDN reports, or a logged-in player. */
export interface Visitor {
  readonly playerId?: PlayerId | undefined;
  readonly countryHint?: string | undefined;
}

/** A list filter as the API takes it: collection and studio by id or identity. */
export interface GameListQuery extends Omit<GameFilters, 'collectionId' | 'providerId'>, PageRequest {
  readonly collection?: string | undefined;
  readonly provider?: string | undefined;
}

/** The casino lobby: catalogue, the player's favourites, searches and played games, history. */
export class GameService {
  constructor(
    private readonly db: Database,
    private readonly players: GamePlayerDirectory,
  ) {}

  /** The country the collection rule applies to: the profile's when known, else the CDN's hint. */
  async visitorCountry(visitor: Visitor): Promise<string | undefined> {
    const profileCountry = visitor.playerId ? await this.players.countryOf(visitor.playerId) : null;
    return profileCountry ?? visitor.countryHint;
  }

  async listCollections(visitor: Visitor): Promise<ListResponse<GameCollectionView>> {
    return singlePage(await listVisibleCollections(this.db, await this.visitorCountry(visitor)));
  }

  async listProviders(): Promise<ListResponse<GameProviderView>> {
    return singlePage(await listProviders(this.db));
  }

  async getProvider(idOrIdentity: string): Promise<GameProviderView> {
    const provider = await findProvider(this.db, idOrIdentity);
    if (!provider) throw notFound('There is no such game provider');
    return provider;
  }

  /** A page of games; an unknown collection or studio, or a collection hidden from the visitor, is a 404. */
  async listGames(visitor: Visitor, query: GameListQuery): Promise<ListResponse<GameView>> {
    const { collection, provider, ...rest } = query;
    const collectionId =
      collection === undefined
        ? undefined
        : await findVisibleCollectionId(this.db, collection, await this.visitorCountry(visitor));
    if (collection !== undefined && !collectionId) throw notFound('There is no such game collection');
    const providerId = provider === undefined ? undefined : (await findProvider(this.db, provider))?.id;
    if (provider !== undefined && !providerId) throw notFound('There is no such game provider');
    const { ids, totalRows } = await pageOfGameIds(this.db, { ...rest, collectionId, providerId }, query);
    return { data: await gameViewsByIds(this.db, ids, visitor.playerId), meta: pageMeta(query, totalRows) };
  }

  async getGame(visitor: Visitor, idOrIdentity: string): Promise<GameView> {
    const [game] = await gameViewsByIds(this.db, [await this.requireGameId(idOrIdentity)], visitor.playerId);
    if (!game) throw notFound('There is no such game');
    return game;
  }

  /** The global search; a logged-in player's search joins their recent searches. */
  async searchGames(visitor: Visitor, text: string, page: PageRequest): Promise<ListResponse<GameView>> {
    const { ids, totalRows } = await pageOfGameIds(this.db, { search: text }, page);
    if (visitor.playerId) await recordSearch(this.db, visitor.playerId, text);
    return { data: await gameViewsByIds(this.db, ids, visitor.playerId), meta: pageMeta(page, totalRows) };
  }

  async listRecentSearches(playerId: PlayerId): Promise<ListResponse<RecentSearchView>> {
    return singlePage(await listRecentSearches(this.db, playerId));
  }

  async clearRecentSearches(playerId: PlayerId, query?: string): Promise<void> {
    await clearRecentSearches(this.db, playerId, query);
  }

  async listFavorites(playerId: PlayerId, page: PageRequest): Promise<ListResponse<GameView>> {
    const { ids, totalRows } = await pageOfFavoriteIds(this.db, playerId, page);
    return { data: await gameViewsByIds(this.db, ids, playerId), meta: pageMeta(page, totalRows) };
  }

  /** Favourites the game; doing it again changes nothing. Answers the game as it is now. */
  async addFavorite(playerId: PlayerId, idOrIdentity: string): Promise<GameView> {
    const gameId = await this.requireGameId(idOrIdentity);
    await addFavorite(this.db, playerId, gameId);
    return this.getGame({ playerId }, gameId);
  }

  async removeFavorite(playerId: PlayerId, idOrIdentity: string): Promise<GameView> {
    const gameId = await this.requireGameId(idOrIdentity);
    await removeFavorite(this.db, playerId, gameId);
    return this.getGame({ playerId }, gameId);
  }

  async listPlayedGames(playerId: PlayerId, page: PageRequest): Promise<ListResponse<PlayedGameView>> {
    const { rows, totalRows } = await pageOfPlayedGames(this.db, playerId, page);
    const views = new Map(
      (
        await gameViewsByIds(
          this.db,
          rows.map((row) => row.gameId),
          playerId,
        )
      ).map((view) => [view.id, view]),
    );
    const data = rows.flatMap((row) => {
      const view = views.get(row.gameId);
      return view ? [{ ...view, lastPlayedAt: row.lastPlayedAt.toISOString(), rounds: row.rounds }] : [];
    });
    return { data, meta: pageMeta(page, totalRows) };
  }

  /**
   * For the game provider: a round of the game was played, so it tops the player's recently
   * played list. Runs on the provider's transaction, with the round it belongs to.
   */
  async recordPlay(executor: Executor, playerId: PlayerId, gameId: string): Promise<void> {
    await recordPlayedGame(executor, playerId, gameId);
  }

  /** For launching: an enabled game by id or identity with its provider integration (404 when unknown). */
  async launchableGame(idOrIdentity: string): Promise<LaunchableGame> {
    const game = await findLaunchableGame(this.db, idOrIdentity);
    if (!game) throw notFound('There is no such game');
    return game;
  }

  async listFeatures(): Promise<ListResponse<GameFeatureView>> {
    return singlePage(await featureCounts(this.db));
  }

  async listSpins(playerId: PlayerId, page: PageRequest): Promise<ListResponse<SpinView>> {
    const { data, totalRows } = await pageOfSpins(this.db, playerId, page);
    return { data, meta: pageMeta(page, totalRows) };
  }

  /** The player's sports bets, as the sportsbook provider reports them (the bets tab of the history). */
  async listBets(playerId: PlayerId, page: PageRequest & { isSettled: boolean }): Promise<ListResponse<BetView>> {
    if (!this.players.sportsBets) return { data: [], meta: pageMeta(page, 0) };
    return this.players.sportsBets(playerId, page);
  }

  /** The latest big wins of all players, each player named only by a masked name. */
  async listWinners(): Promise<ListResponse<WinnerView>> {
    const wins = await latestBigWins(this.db);
    // At most WINNERS_LIST_SIZE distinct players, each named through the player module.
    const names = new Map<string, string>();
    for (const playerId of new Set(wins.map((win) => win.playerId))) {
      names.set(playerId, maskedPlayerName(await this.players.nameSourceOf(playerId)));
    }
    const data = wins.map((win) => ({
      roundId: win.roundId,
      playerName: names.get(win.playerId) ?? maskedPlayerName(null),
      game: win.game,
      currency: win.currency,
      bet: Number(win.bet),
      win: Number(win.win),
      multiplier: winMultiplier(win.bet, win.win),
      createdAt: win.createdAt.toISOString(),
    }));
    return {
      data,
      meta: { page: 1, perPage: WINNERS_LIST_SIZE, totalPages: data.length > 0 ? 1 : 0, totalRows: data.length },
    };
  }

  /** The tile art of a game, as SVG; undefined for an unknown identity. */
  async gameArt(identity: string): Promise<string | undefined> {
    const input = await findGameArtInput(this.db, identity);
    return input && renderGameArt(input);
  }

  async studioLogo(identity: string): Promise<string | undefined> {
    const input = await findStudioLogoInput(this.db, identity);
    return input && renderStudioLogo(input);
  }

  private async requireGameId(idOrIdentity: string): Promise<string> {
    const gameId = await findGameId(this.db, idOrIdentity);
    if (!gameId) throw notFound('There is no such game');
    return gameId;
  }
}

/** A short list served whole, in the list format of every other list. */
function singlePage<Item>(data: Item[]): ListResponse<Item> {
  return {
    data,
    meta: { page: 1, perPage: Math.max(data.length, 1), totalPages: data.length > 0 ? 1 : 0, totalRows: data.length },
  };
}
