import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import { ColourModeSwitcher } from './colour-mode-switcher';
import type { Drawer } from './use-drawer';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_NAVIGATION, type MainNavigationItem } from './main-navigation';
import './main-drawer.css';

export const MAIN_DRAWER_ID = 'main-drawer';
export const MAIN_DRAWER_BUTTON_ID = 'main-drawer-button';

interface MainDrawerProps {
  readonly drawer: Drawer;
  readonly isMobile: boolean;
}

/**
 * The drawer with the main navigation: beside the page on wider screens (full or compact),
 * off-canvas over it in the mobile layout.
 */
export function MainDrawer({ drawer, isMobile }: MainDrawerProps) {
  const t = useT();
  const isCompact = drawer.isCompact && !isMobile;
  const compactLabel = t(drawer.isCompact ? 'layout:header.expandMenu' : 'layout:header.compactMenu');
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const isOffCanvasOpen = isMobile && drawer.isOpen;

  // Keyboard and screen-reader users land in the drawer they opened, and back on its button after.
  useEffect(() => {
    if (!isOffCanvasOpen) return;
    closeButtonRef.current?.focus();
    const drawerElement = drawerRef.current;
    return () => {
      if (drawerElement?.contains(document.activeElement)) document.getElementById(MAIN_DRAWER_BUTTON_ID)?.focus();
    };
  }, [isOffCanvasOpen]);

  return (
    <>
      <div
        ref={drawerRef}
        id={MAIN_DRAWER_ID}
        className="main-drawer"
        data-testid="main-drawer"
        data-open={drawer.isOpen || undefined}
        data-compact={isCompact || undefined}
        // Closed off-canvas: out of the tab order and the accessibility tree.
        inert={isMobile && !drawer.isOpen}
      >
        {isMobile && (
          <div className="main-drawer__top">
            <span className="main-drawer__title">{t('layout:brand.name')}</span>
            <button
              ref={closeButtonRef}
              type="button"
              className="icon-button"
              onClick={drawer.close}
              aria-label={t('layout:header.closeMenu')}
            >
              <Icon name="close" />
            </button>
          </div>
        )}
        <DrawerNavigation isCompact={isCompact} />
        <div className="main-drawer__bottom">
          {isMobile ? (
            <div className="main-drawer__settings">
              <LanguageSwitcher placement="drawer" />
              <ColourModeSwitcher placement="drawer" />
            </div>
          ) : (
            <button
              type="button"
              className="main-drawer__compact-toggle"
              onClick={drawer.toggleCompact}
              aria-pressed={drawer.isCompact}
              aria-label={t('layout:header.compactMenu')}
              title={compactLabel}
              data-testid="drawer-compact-toggle"
            >
              <Icon name={drawer.isCompact ? 'expand' : 'collapse'} className="main-drawer__icon" />
              <span className="main-drawer__label">{compactLabel}</span>
            </button>
          )}
        </div>
      </div>
      {isOffCanvasOpen && <div className="main-drawer__backdrop" onClick={drawer.close} aria-hidden="true" />}
    </>
  );
}

/** The sections of the site, grouped; in the compact drawer each link names itself in a tooltip. */
function DrawerNavigation({ isCompact }: { readonly isCompact: boolean }) {
  const t = useT();
  const localizePath = useLocalizePath();
  const { isMessengerApp } = useViewer();
  const link = (item: MainNavigationItem) => {
    const label = t(`layout:navigation.${item.id}`);
    // A link to its page, or to the modal it opens over the current page.
    const props = {
      className: 'main-drawer__link',
      title: isCompact ? label : undefined,
      'data-nav': item.id,
      children: (
        <>
          <Icon name={item.icon} className="main-drawer__icon" />
          <span className="main-drawer__label">{label}</span>
        </>
      ),
    };
    return item.modal ? (
      <ModalLink modal={item.modal} {...props} />
    ) : (
      <NavLink to={localizePath(item.path)} end={item.end ?? false} {...props} />
    );
  };
  return (
    <nav className="main-drawer__nav" aria-label={t('layout:navigation.label')}>
      {MAIN_NAVIGATION.map((group) => (
        <div key={group.id} className="main-drawer__group" role="group" aria-labelledby={`drawer-group-${group.id}`}>
          <span id={`drawer-group-${group.id}`} className="main-drawer__group-title">
            {t(`layout:navigation.groups.${group.id}`)}
          </span>
          <ul>
            {group.items
              .filter((item) => isMessengerApp || item.messengerOnly !== true)
              .map((item) => (
                <li key={item.id}>{link(item)}</li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
