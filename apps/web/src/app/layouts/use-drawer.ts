import { useCallback, useEffect, useState } from 'react';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

/** index.html sets this attribute before the first paint, so the drawer never jumps in width. */
const COMPACT_ATTRIBUTE = 'data-drawer-compact';

export interface Drawer {
  /** Off-canvas drawer of the mobile layout. */
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
  /** Icons only (desktop); the choice is kept in local storage. */
  readonly isCompact: boolean;
  readonly toggleCompact: () => void;
}

export function useDrawer(isMobile: boolean): Drawer {
  const [isOpen, setIsOpen] = useState(false);
  const [isCompact, setIsCompact] = useState(() => localStore.get(STORAGE_KEYS.drawerCompact) === 'true');

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const toggleCompact = useCallback(() => setIsCompact((compact) => !compact), []);

  useEffect(() => {
    localStore.set(STORAGE_KEYS.drawerCompact, String(isCompact));
    document.documentElement.toggleAttribute(COMPACT_ATTRIBUTE, isCompact);
  }, [isCompact]);

  // Leaving the mobile layout with the drawer open must not leave the page locked.
  const isOffCanvasOpen = isOpen && isMobile;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-drawer-open', isOffCanvasOpen);
    if (!isOffCanvasOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOffCanvasOpen]);

  return { isOpen: isOffCanvasOpen, open, close, isCompact, toggleCompact };
}
