import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import './game-row.css';

interface GameRowProps {
  readonly id: string;
  readonly title: string;
  /** The "See all" link (unprefixed path, already localized). */
  readonly seeAllTo: string;
  readonly seeAllLabel: string;
  readonly children: ReactNode;
  readonly testId?: string;
}

/** How far the arrows move the row: most of its width, so one tile stays in view for context. */
const SCROLL_SHARE = 0.8;

/**
 * A titled horizontal row (a collection, the studios): it scrolls sideways with snap points on
 * touch screens; arrows do the same for a mouse. "See all" opens the full list.
 */
export function GameRow({ id, title, seeAllTo, seeAllLabel, children, testId }: GameRowProps) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    // Right to left the row runs leftwards: "on" is towards negative scrollLeft.
    const inlineSign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollBy({ left: inlineSign * direction * track.clientWidth * SCROLL_SHARE, behavior: 'smooth' });
  };
  const titleId = `${id}-title`;

  return (
    <section className="game-row" aria-labelledby={titleId} data-testid={testId}>
      <div className="game-row__head">
        <h2 id={titleId} className="game-row__title">
          {title}
        </h2>
        <div className="game-row__actions">
          {/* Named by its visible words (in every language, as axe's label-in-name rule asks); the row's details describe it. */}
          <Link className="game-row__see-all" to={seeAllTo} aria-describedby={`${id}-see-all`}>
            {t('global-components:games.seeAll')}
          </Link>
          <span id={`${id}-see-all`} className="visually-hidden">
            {seeAllLabel}
          </span>
          <button
            type="button"
            className="icon-button game-row__arrow"
            onClick={() => scroll(-1)}
            aria-label={t('global-components:games.scrollBack')}
            aria-controls={id}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="icon-button game-row__arrow"
            onClick={() => scroll(1)}
            aria-label={t('global-components:games.scrollOn')}
            aria-controls={id}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      <ul id={id} ref={trackRef} className="game-row__track">
        {children}
      </ul>
    </section>
  );
}
