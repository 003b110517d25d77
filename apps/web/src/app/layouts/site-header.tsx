import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { ColourModeSwitcher } from './colour-mode-switcher';
import { CurrencyNavigationPanel } from './currency-navigation-panel';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_DRAWER_BUTTON_ID, MAIN_DRAWER_ID } from './main-drawer';
import type { Drawer } from './use-drawer';
import { UserNavigationPanel } from './user-navigation-panel';
import './site-header.css';

interface SiteHeaderProps {
  readonly drawer: Drawer;
  readonly isMobile: boolean;
}

/** The brand's last word in the accent colour: "Lucky Orbit". */
export function BrandName({ name }: { readonly name: string }) {
  const lastSpace = name.lastIndexOf(' ');
  return (
    <span className="brand__name" aria-hidden="true">
      {name.slice(0, lastSpace + 1)}
      <span className="brand__accent">{name.slice(lastSpace + 1)}</span>
    </span>
  );
}

/** Sticky header: brand, balance, the player's buttons and, on wider screens, language and colour mode. */
export function SiteHeader({ drawer, isMobile }: SiteHeaderProps) {
  const t = useT();
  const localizePath = useLocalizePath();
  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        {isMobile && (
          <button
            id={MAIN_DRAWER_BUTTON_ID}
            type="button"
            className="icon-button site-header__menu-button"
            onClick={drawer.isOpen ? drawer.close : drawer.open}
            aria-expanded={drawer.isOpen}
            aria-controls={MAIN_DRAWER_ID}
            aria-label={t(drawer.isOpen ? 'layout:header.closeMenu' : 'layout:header.openMenu')}
            data-testid="drawer-open-button"
          >
            <Icon name="menu" />
          </button>
        )}
        <Link className="brand" to={localizePath(pathTo('/'))} aria-label={t('layout:brand.name')}>
          <BrandMark />
          <BrandName name={t('layout:brand.name')} />
        </Link>
        <div className="site-header__actions">
          <CurrencyNavigationPanel />
          <UserNavigationPanel />
          {!isMobile && (
            <>
              <LanguageSwitcher placement="header" />
              <ColourModeSwitcher placement="header" />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
