import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readModalEntries, useModals } from '@/lib/modals';
import { useVisitorRestricted } from '@/lib/settings/get-visitor-country';

/**
 * Keeps the geo popup open for a visitor from a restricted country, on every page and over any
 * other modal: the URL asks for it again whenever it stops asking (a link, the back button).
 * Renders nothing; the popup itself is the modal host's (registry key `geo-popup`).
 */
export function GeoGate() {
  const restricted = useVisitorRestricted();
  const location = useLocation();
  const { open } = useModals();
  const showing = readModalEntries(location.search).some((entry) => entry.key === 'geo-popup');
  useEffect(() => {
    if (restricted && !showing) open('geo-popup');
  }, [restricted, showing, open]);
  return null;
}
