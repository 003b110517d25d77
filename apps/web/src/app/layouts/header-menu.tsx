import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import './header-menu.css';

interface HeaderMenuProps {
  /** Names the button and the panel for assistive technology. */
  readonly label: string;
  readonly button: ReactNode;
  /** The choices; `close` is for choices that do not navigate; `isOpen` lets a heavy panel load on first opening. */
  readonly children: (close: () => void, isOpen: boolean) => ReactNode;
  /** `drawer`: the panel opens upwards, full width, at the mobile drawer's bottom. */
  readonly placement: 'header' | 'drawer';
  readonly testId?: string;
}

/**
 * A button that opens a small panel of choices (language, colour mode). A disclosure rather
 * than an ARIA menu: the choices are ordinary links and buttons, reachable with Tab.
 */
export function HeaderMenu({ label, button, children, placement, testId }: HeaderMenuProps) {
  // Open for one location only: a choice that navigates closes the panel by itself.
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === locationKey;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The panel, not a modal or the drawer underneath, is what Escape closes.
      event.stopPropagation();
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={`header-menu header-menu--${placement}`} data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        className="header-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        title={label}
        onClick={() => setOpenAt(isOpen ? null : locationKey)}
      >
        {/* The label names the button; what it shows (a code, an icon) only abbreviates it. */}
        <span className="visually-hidden">{label}</span>
        <span className="header-menu__face" aria-hidden="true">
          {button}
        </span>
      </button>
      <div id={panelId} className="header-menu__panel" role="group" aria-label={label} hidden={!isOpen}>
        {children(() => setOpenAt(null), isOpen)}
      </div>
    </div>
  );
}
