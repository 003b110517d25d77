import type { GameProviderIntegration, PlayerId } from '@casino/shared';
import { AppError, unauthorized } from '../../http/app-error';
import type { RequestPlayer } from '../../http/player-guard';
import type { GameLauncher, GameLaunchResult } from '../../providers/games/game-launcher';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { BreakRule } from '../limits/limits.service';
import type { WalletService } from '../wallet/wallet.service';
import type { GameService } from './game.service';

/** A guest has no account currency: play money is 'FUN', counted in hundredths like most currencies. */
export const GUEST_DEMO_CURRENCY = 'FUN';
const GUEST_DEMO_SUBUNIT_TO_UNIT = 100;

/** Who asks for a launch: the logged-in player and their login, if any, and the client address. */
export interface LaunchVisitor {
  readonly player: RequestPlayer | undefined;
  readonly ip: string;
}

/** Minor units per unit of an enabled currency (the settings module). */
export type CurrencyUnits = (code: string) => Promise<number | undefined>;

/**
 * POST /api/game/games/{id}/play: checks the game can be played the way asked (and the player is
 * not on a break), picks the currency (the player's selected account for real money) and asks
 * the game's provider for a launch URL.
 */
export class GameLaunchService {
  constructor(
    private readonly games: GameService,
    private readonly wallet: WalletService,
    private readonly currencyUnits: CurrencyUnits,
    private readonly launchers: Partial<Readonly<Record<GameProviderIntegration, GameLauncher>>>,
    private readonly rateLimiter: RateLimiter,
    /** A player on a cooling-off or self-exclusion launches nothing: no real money, no demo, no sportsbook token. */
    private readonly breaks: Pick<BreakRule, 'assertNoBreak'>,
  ) {}

  async launch(
    visitor: LaunchVisitor,
    idOrIdentity: string,
    demo: boolean,
    locale?: string,
  ): Promise<GameLaunchResult> {
    const playerId = visitor.player?.playerId;
    const game = await this.games.launchableGame(idOrIdentity);
    const launcher = this.launchers[game.integration];
    if (!game.isPlayable || !launcher) throw new AppError(422, 'game_not_playable', 'This game cannot be played here');
    if (demo && !game.hasDemo) throw new AppError(422, 'demo_unavailable', 'This game has no demo mode');
    if (!demo && !playerId) throw unauthorized('Log in to play for real money');
    if (playerId) await this.breaks.assertNoBreak(playerId);
    // Every launch stores a session at the provider; anyone can launch a guest demo, so it is counted per address.
    if (!visitor.player) await this.rateLimiter.consume(RATE_LIMITS.guestDemoLaunchPerIp, visitor.ip);
    const { currency, subunitToUnit } = await this.currencyOf(playerId, demo);
    return launcher.launch({
      game,
      playerId: playerId ?? null,
      sessionId: visitor.player?.sessionId ?? null,
      currency,
      subunitToUnit,
      demo,
      ...(locale ? { locale } : {}),
    });
  }

  private async currencyOf(
    playerId: PlayerId | undefined,
    demo: boolean,
  ): Promise<{ currency: string; subunitToUnit: number }> {
    if (!playerId) return { currency: GUEST_DEMO_CURRENCY, subunitToUnit: GUEST_DEMO_SUBUNIT_TO_UNIT };
    const selected = (await this.wallet.listAccounts(playerId)).find((account) => account.isSelected);
    if (!selected) {
      if (demo) return { currency: GUEST_DEMO_CURRENCY, subunitToUnit: GUEST_DEMO_SUBUNIT_TO_UNIT };
      throw new AppError(422, 'account_not_found', 'Open an account to play for real money');
    }
    const subunitToUnit = await this.currencyUnits(selected.currency);
    if (subunitToUnit === undefined)
      throw new AppError(422, 'currency_unavailable', `${selected.currency} cannot be played now`);
    return { currency: selected.currency, subunitToUnit };
  }
}
