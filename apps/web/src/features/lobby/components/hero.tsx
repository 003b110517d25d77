import { ButtonLink } from '@/components/ui/button-link';
import './hero.css';

const highlights = ['Provably fair instant games', 'In-play betting', 'Crypto and card payments'];

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">Welcome to Lucky Orbit</p>
        <h1 id="hero-title" className="hero__title">
          Casino, sportsbook and <span className="hero__title-accent">instant games</span>
        </h1>
        <p className="hero__lead">
          Spin the slots, sit down at a live table, back your team as the match unfolds or settle a round in a
          second. One account, one balance.
        </p>
        <div className="hero__actions">
          <ButtonLink href="#categories">Explore games</ButtonLink>
        </div>
        <ul className="hero__highlights">
          {highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
      <div className="hero__art" aria-hidden="true">
        <span className="hero-orbit__ring hero-orbit__ring--back" />
        <span className="hero-orbit__planet" />
        <span className="hero-orbit__ring hero-orbit__ring--front" />
        <span className="hero-orbit__chip" />
        <span className="hero-orbit__moon" />
      </div>
    </section>
  );
}
