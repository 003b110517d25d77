/**
 * An outright's page (a knockout day's winner): every player with their price, the players out of
 * it marked and not clickable, and the bracket's matches round by round, each opening its match.
 */
import type { SportBracketMatchView, SportEventSummaryView, SportEventView, SportMarketView } from '@casino/shared';
import { bracketMatchSummary, bracketRounds, eliminatedPlayers } from '../lib/outright';
import { eventClosed } from '../slip/slip-state';
import type { Texts } from '../texts';
import { sportName } from '../texts';
import { EventTime } from './event-row';
import { useTexts } from './hooks';
import { PriceButton } from './price-button';

interface OutrightPageProps {
  readonly event: SportEventView;
  readonly openEvent: (event: SportEventSummaryView) => void;
}

function Players({
  event,
  market,
  texts,
}: {
  readonly event: SportEventView;
  readonly market: SportMarketView;
  readonly texts: Texts;
}) {
  const out = eliminatedPlayers(event.bracket ?? []);
  return (
    <section class="block" aria-label={texts.outrightPlayers}>
      <h3>
        {texts.outrightPlayers}
        {market.status === 'suspended' && <span class="badge-suspended"> {texts.suspended}</span>}
      </h3>
      <div class="market-prices">
        {market.selections.map((selection) =>
          selection.result === 'win' || out.has(selection.name) ? (
            <p key={selection.id} class="price price-decided">
              <span class="price-name">{selection.name}</span>
              <span class="price-value">{selection.result === 'win' ? texts.status_won : texts.eliminated}</span>
            </p>
          ) : (
            <PriceButton key={selection.id} event={event} market={market} selection={selection} />
          ),
        )}
      </div>
    </section>
  );
}

function Side({
  name,
  score,
  won,
  texts,
}: {
  readonly name: string;
  readonly score: number | undefined;
  readonly won: boolean;
  readonly texts: Texts;
}) {
  return (
    <span class={`team${won ? ' bracket-winner' : ''}`}>
      <span>
        {name}
        {won && <span class="visually-hidden">, {texts.bracketWinner}</span>}
      </span>
      {score !== undefined && <strong>{score}</strong>}
    </span>
  );
}

function BracketMatch({
  outright,
  match,
  openEvent,
  texts,
}: {
  readonly outright: SportEventView;
  readonly match: SportBracketMatchView;
  readonly openEvent: OutrightPageProps['openEvent'];
  readonly texts: Texts;
}) {
  const summary = bracketMatchSummary(outright, match);
  return (
    <li class="bracket-match">
      <button type="button" class="event-link" onClick={() => openEvent(summary)}>
        <span class="event-meta">
          <EventTime event={summary} texts={texts} /> · {texts[`round_${match.round}`]}
        </span>
        <Side name={match.home} score={match.score?.home} won={match.winner === 'home'} texts={texts} />
        <Side name={match.away} score={match.score?.away} won={match.winner === 'away'} texts={texts} />
      </button>
    </li>
  );
}

function Bracket({ event, openEvent, texts }: OutrightPageProps & { readonly texts: Texts }) {
  const rounds = bracketRounds(event.bracket ?? []);
  if (rounds.length === 0) return null;
  return (
    <section class="block" aria-label={texts.bracket}>
      <h3>{texts.bracket}</h3>
      {rounds.map(({ round, matches }) => (
        <div key={round} class="bracket-round">
          <h4>{texts[`rounds_${round}`]}</h4>
          <ul class="event-list">
            {matches.map((match) => (
              <BracketMatch key={match.id} outright={event} match={match} openEvent={openEvent} texts={texts} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function OutrightPage({ event, openEvent }: OutrightPageProps) {
  const texts = useTexts();
  const title = texts.f(texts.outrightTitle, { championship: event.championshipName });
  const suspended = event.status === 'live' && eventClosed(event, Date.now());
  const market = event.markets.find((candidate) => candidate.kind === 'outright');
  return (
    <>
      <section class="scoreboard" aria-label={title}>
        <p class="event-meta">
          {sportName(texts, { code: event.sportCode, name: event.sportName })} · {event.categoryName} ·{' '}
          {event.championshipName}
        </p>
        <h2 class="outright-title">{title}</h2>
        <p class="event-meta">
          <EventTime event={event} texts={texts} />
          {suspended && <span class="badge-suspended"> {texts.suspended}</span>}
        </p>
      </section>
      {market ? <Players event={event} market={market} texts={texts} /> : <p class="muted">{texts.noMarkets}</p>}
      <Bracket event={event} openEvent={openEvent} texts={texts} />
    </>
  );
}
