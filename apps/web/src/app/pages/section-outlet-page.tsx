import { NavLink, Outlet } from 'react-router';
import { useT } from '@/lib/i18n';
import { baseRouteName, useRouteHandle } from '../routes/route-handle';
import { Heading, HeadingLevelContext, nextHeadingLevel, useHeadingLevel } from './heading-level';
import { SECTION_TABS } from './section-tabs';
import './section-outlet-page.css';

/**
 * A section with child pages (wallet, profile, questions): its title, its sub-navigation and
 * the child page. Moving between children swaps only the outlet: no page reload.
 */
export default function SectionOutletPage() {
  const t = useT();
  const { name, section } = useRouteHandle();
  const level = useHeadingLevel();
  const tabs = SECTION_TABS[baseRouteName(name)] ?? [];
  const title = t(`global-components:sections.${section}`);

  return (
    <div
      className={`section-outlet section-outlet--level-${level}`}
      data-testid="section-outlet"
      data-section={section}
    >
      <Heading level={level} className="section-outlet__title">
        {title}
      </Heading>
      {tabs.length > 0 && (
        <nav className="section-tabs" aria-label={title}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.path}>
                {/* Relative links: they keep the locale prefix and the section's own path. */}
                <NavLink className="section-tabs__tab" to={tab.path === '' ? '.' : tab.path} end={tab.path === ''}>
                  {t(tab.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <HeadingLevelContext value={nextHeadingLevel(level)}>
        <Outlet />
      </HeadingLevelContext>
    </div>
  );
}
