import { ButtonLink } from '@/components/ui/button-link';
import { useT } from '@/lib/i18n';
import './hero.css';

const HIGHLIGHTS = ['fair', 'inPlay', 'payments'] as const;

/** The home page's banner: compact, so the first row of games shows below it on a desktop's first screen. */
export function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">{t('layout:home.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('layout:home.titleStart')} <span className="hero__title-accent">{t('layout:home.titleAccent')}</span>
        </h1>
        <p className="hero__lead">{t('layout:home.lead')}</p>
        <div className="hero__actions">
          <ButtonLink href="#lobby">{t('layout:home.explore')}</ButtonLink>
          <ul className="hero__highlights">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight}>{t(`layout:home.highlights.${highlight}`)}</li>
            ))}
          </ul>
        </div>
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
