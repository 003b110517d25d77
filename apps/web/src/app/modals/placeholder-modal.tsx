import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import './modal-bodies.css';

/** The body of a modal whose feature is not built yet; its title and text come from content. */
export default function PlaceholderModal({ close }: ModalBodyProps) {
  const t = useT();
  return (
    <div className="placeholder-modal">
      <div className="placeholder-modal__art">
        <HourglassArt />
        <p className="placeholder-modal__badge">{t('modals:common.placeholderTitle')}</p>
      </div>
      <button type="button" className="modal-button modal-button--primary" onClick={close}>
        {t('modals:common.placeholderAction')}
      </button>
    </div>
  );
}

function HourglassArt() {
  return (
    <svg
      className="placeholder-modal__icon"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="placeholder-modal-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd66b" />
          <stop offset="1" stopColor="#9d8cff" />
        </linearGradient>
      </defs>
      <g
        fill="none"
        stroke="url(#placeholder-modal-glass)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M16 7h32M16 57h32" />
        <path d="M21 7v5c0 8 11 13 11 20c0 7-11 12-11 20v5M43 7v5c0 8-11 13-11 20c0 7 11 12 11 20v5" />
      </g>
      <path d="M26 17h12c-1 4-4 7-6 9c-2-2-5-5-6-9z" fill="#ffc547" />
      <path d="M24.5 53c1.5-5 4.5-8 7.5-9c3 1 6 4 7.5 9z" fill="#ffb020" />
      <path d="M32 28v13" stroke="#ffc547" strokeWidth="1.5" strokeLinecap="round" strokeDasharray="1.5 3" />
    </svg>
  );
}
