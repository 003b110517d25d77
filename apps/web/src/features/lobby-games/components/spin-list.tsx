import { GameRoundStatus, type SpinView } from '@casino/shared';
import { Link } from 'react-router';
import { formatDate, useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useMoney } from './use-money';
import { lobbyPaths } from './use-lobby-paths';
import './spin-list.css';

const STATUS_KEYS: Record<GameRoundStatus, string> = {
  [GameRoundStatus.Open]: 'global-components:games.spinOpen',
  [GameRoundStatus.Settled]: 'global-components:games.spinSettled',
  [GameRoundStatus.RolledBack]: 'global-components:games.spinRolledBack',
};

function SpinRow({ spin }: { readonly spin: SpinView }) {
  const t = useT();
  const money = useMoney();
  const lobbyPath = useLocalizePath();
  const amount = (minor: number) => money(minor, spin.currency) ?? `${minor} ${spin.currency}`;
  const won = spin.status === GameRoundStatus.Settled && spin.win > 0;
  return (
    <tr data-testid="spin-row">
      <td className="spin-list__date">{formatDate(spin.createdAt, 'dateTime')}</td>
      <td>
        <Link className="spin-list__game" to={lobbyPath(lobbyPaths.game(spin.game.identity))}>
          {spin.game.name}
        </Link>
        <span className="spin-list__studio">{spin.game.providerName}</span>
      </td>
      <td className="spin-list__amount" data-label={t('global-components:games.spinBet')}>
        <bdi dir="ltr">{amount(spin.bet)}</bdi>
        {spin.isDemo && <span className="spin-list__demo">{t('global-components:games.demo')}</span>}
      </td>
      <td
        className={`spin-list__amount${won ? ' spin-list__amount--won' : ''}`}
        data-label={t('global-components:games.spinWin')}
      >
        {spin.status === GameRoundStatus.Settled ? (
          <bdi dir="ltr">{amount(spin.win)}</bdi>
        ) : (
          t(STATUS_KEYS[spin.status])
        )}
      </td>
    </tr>
  );
}

/** The player's rounds: when, which game, stake and win (play-money rounds marked demo). */
export function SpinList({ spins, caption }: { readonly spins: readonly SpinView[]; readonly caption: string }) {
  const t = useT();
  return (
    <table className="spin-list">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('global-components:games.spinDate')}</th>
          <th scope="col">{t('global-components:games.spinGame')}</th>
          <th scope="col" className="spin-list__amount">
            {t('global-components:games.spinBet')}
          </th>
          <th scope="col" className="spin-list__amount">
            {t('global-components:games.spinWin')}
          </th>
        </tr>
      </thead>
      <tbody>
        {spins.map((spin) => (
          <SpinRow key={spin.id} spin={spin} />
        ))}
      </tbody>
    </table>
  );
}
