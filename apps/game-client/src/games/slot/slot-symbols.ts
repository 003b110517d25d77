/**
 * The Lucky Orbit symbols, drawn as small inline SVGs (constant markup, no fonts needed), so
 * they look the same on every phone and weigh a few hundred bytes each.
 */
import { h } from '../../lib/dom';

const ART: Readonly<Record<string, string>> = {
  orbit:
    '<circle cx="32" cy="32" r="13" fill="#ffc547"/><ellipse cx="32" cy="32" rx="27" ry="9" fill="none" stroke="#9d8cff" stroke-width="4" transform="rotate(-25 32 32)"/><circle cx="55" cy="22" r="4" fill="#eef0fb"/>',
  nova: '<path d="M32 4l6 20 20-6-14 14 14 14-20-6-6 20-6-20-20 6 14-14L6 18l20 6z" fill="#ff8a24"/><circle cx="32" cy="32" r="9" fill="#fff3c4"/>',
  astronaut:
    '<circle cx="32" cy="28" r="18" fill="#eef0fb"/><rect x="20" y="20" width="24" height="15" rx="7" fill="#3b3f7a"/><path d="M24 24h8" stroke="#9d8cff" stroke-width="3" stroke-linecap="round"/><rect x="18" y="44" width="28" height="14" rx="6" fill="#d6d9ee"/>',
  rocket:
    '<path d="M32 4c10 8 13 20 11 34H21C19 24 22 12 32 4z" fill="#eef0fb"/><circle cx="32" cy="24" r="5" fill="#4fc3f7"/><path d="M21 38l-8 10 10-2zM43 38l8 10-10-2z" fill="#f87171"/><path d="M26 40h12l-6 18z" fill="#ffc547"/>',
  ufo: '<path d="M20 30a12 10 0 0 1 24 0z" fill="#7dd3fc"/><ellipse cx="32" cy="34" rx="26" ry="9" fill="#a9b0cf"/><circle cx="18" cy="34" r="2.5" fill="#ffc547"/><circle cx="32" cy="37" r="2.5" fill="#ffc547"/><circle cx="46" cy="34" r="2.5" fill="#ffc547"/><path d="M24 44l-5 12h26l-5-12z" fill="#4ade80" opacity=".35"/>',
  planet:
    '<circle cx="32" cy="32" r="15" fill="#c084fc"/><path d="M20 27c8 3 16 3 24-1" stroke="#a855f7" stroke-width="3" fill="none"/><ellipse cx="32" cy="34" rx="28" ry="7" fill="none" stroke="#fbbf24" stroke-width="3"/>',
  satellite:
    '<rect x="26" y="24" width="12" height="16" rx="2" fill="#d6d9ee"/><rect x="4" y="26" width="19" height="12" fill="#60a5fa"/><rect x="41" y="26" width="19" height="12" fill="#60a5fa"/><path d="M32 24V12m-6 0h12" stroke="#eef0fb" stroke-width="3"/><circle cx="32" cy="50" r="4" fill="#f87171"/>',
  moon: '<path d="M40 8a24 24 0 1 0 16 40A20 20 0 0 1 40 8z" fill="#fde68a"/><circle cx="26" cy="36" r="4" fill="#fbbf24"/><circle cx="34" cy="48" r="3" fill="#fbbf24"/>',
  star: '<path d="M32 6l7.6 16.4L58 24.6 44.5 37.4 48 56 32 47 16 56l3.5-18.6L6 24.6l18.4-2.2z" fill="#ffd36e"/>',
  meteor:
    '<path d="M8 10l30 22-8 8z" fill="#ff8a24" opacity=".5"/><path d="M14 6l28 24-6 6z" fill="#fbbf24" opacity=".6"/><circle cx="42" cy="42" r="14" fill="#a16207"/><circle cx="38" cy="38" r="3" fill="#78350f"/><circle cx="47" cy="46" r="2.5" fill="#78350f"/>',
};

export function symbolArt(id: string, name: string): HTMLElement {
  const art = h('span', { class: `slot-symbol slot-symbol--${id}`, role: 'img', 'aria-label': name });
  // Constant markup from this file, never player or server text.
  art.innerHTML = `<svg viewBox="0 0 64 64" aria-hidden="true">${ART[id] ?? ''}</svg>`;
  return art;
}
