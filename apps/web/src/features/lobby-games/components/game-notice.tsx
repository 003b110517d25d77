import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { breakRefusalMessage, LIMITS_PAGE_PATH } from '@/lib/break-refusal';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';

/** A message in the game's box, where the game would be. */
export function GameNotice({
  title,
  text,
  children,
}: {
  readonly title: string;
  readonly text?: string;
  readonly children?: ReactNode;
}) {
  return (
    <div className="game-notice" role="status" data-testid="game-notice">
      <p className="game-notice__title">{title}</p>
      {text && <p className="game-notice__text">{text}</p>}
      {children && <div className="game-notice__actions">{children}</div>}
    </div>
  );
}

/** A guest, a game without demo: only an account lets them play it. */
export function SignInToPlayNotice() {
  const t = useT();
  return (
    <GameNotice title={t('global-components:game.signInTitle')} text={t('global-components:game.signInText')}>
      <ModalLink className="button button--primary" modal="sign-in">
        {t('global-components:game.signInToPlay')}
      </ModalLink>
      <ModalLink className="button button--secondary" modal="sign-up">
        {t('global-components:game.signUp')}
      </ModalLink>
    </GameNotice>
  );
}

/** The content key of what a refused launch means to the player. */
function launchFailureKey(error: unknown): string {
  if (!(error instanceof HttpError)) return 'global-components:game.launchFailed';
  if (error.code === 'game_not_playable') return 'global-components:game.unavailableText';
  // The studio's own game server (an aggregator integration) did not answer the launch.
  if (error.code === 'provider_unavailable') return 'global-components:game.providerUnavailableText';
  if (error.code === 'demo_unavailable') return 'global-components:game.demoUnavailableText';
  if (error.code === 'account_not_found' || error.code === 'currency_unavailable')
    return 'global-components:game.noAccountText';
  return 'global-components:game.launchFailed';
}

/** The launch was refused or failed: why, and a way to try again (or, during a break, the way to the limits). */
export function LaunchFailedNotice({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const t = useT();
  const onBreak = breakRefusalMessage(error);
  if (onBreak !== undefined) return <BreakNotice message={onBreak} />;
  return (
    <GameNotice title={t('global-components:game.launchFailedTitle')} text={t(launchFailureKey(error))}>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('global-components:game.retry')}
      </button>
    </GameNotice>
  );
}

/**
 * The player is on a cooling-off or a self-exclusion: no game opens, not even in demo. The
 * server's message says until when; the limits page shows the break.
 */
function BreakNotice({ message }: { readonly message: string }) {
  const t = useT();
  const locale = usePageLocale();
  return (
    <GameNotice title={t('global-components:game.breakTitle')} text={message}>
      <Link className="button button--secondary" to={localizePath(LIMITS_PAGE_PATH, locale)}>
        {t('global-components:game.breakLimits')}
      </Link>
    </GameNotice>
  );
}
