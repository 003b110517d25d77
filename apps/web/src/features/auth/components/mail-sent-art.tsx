/** An envelope on its way, for the "check your e-mail" messages. */
export function MailSentArt() {
  return (
    <svg className="auth-art" viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-art-mail" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd66b" />
          <stop offset="1" stopColor="#9d8cff" />
        </linearGradient>
      </defs>
      <rect x="18" y="14" width="60" height="42" rx="8" fill="none" stroke="url(#auth-art-mail)" strokeWidth="3.5" />
      <path
        d="M21 19l27 19 27-19"
        fill="none"
        stroke="url(#auth-art-mail)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M4 26h9M2 36h11M6 46h7" stroke="#ffc547" strokeWidth="3" strokeLinecap="round" />
      <circle cx="80" cy="16" r="9" fill="#4ade80" />
      <path
        d="M76 16l3 3 5-6"
        fill="none"
        stroke="#0b0e1c"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
