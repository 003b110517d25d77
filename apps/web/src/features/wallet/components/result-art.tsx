/** The outcome at a glance: a tick in a green ring, or a cross in a red one. The text says it too. */
export function ResultArt({ succeeded }: { readonly succeeded: boolean }) {
  return (
    <span className={`result-art result-art--${succeeded ? 'success' : 'error'}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.35" />
        <path
          d={succeeded ? 'M15 24.5l6 6 12-13' : 'M17 17l14 14M31 17L17 31'}
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
