/** A friendly, puzzled avatar drawn inline, so the error screen needs no image request that could fail too. */
export const ErrorAvatar = ({ label }: { label: string }) => (
  <svg viewBox="0 0 120 120" role="img" aria-label={label} width="100%" style={{ maxWidth: 120 }}>
    <circle cx="60" cy="60" r="58" fill="#e6d5ac" />
    <circle cx="60" cy="50" r="24" fill="#f3c9a0" />
    <path d="M36 44c2-16 14-24 26-24s22 8 24 20c-8-6-18-8-26-6-8 1-16 5-24 10z" fill="#3b2a1a" />
    <circle cx="51" cy="50" r="3" fill="#1d1d1f" />
    <circle cx="69" cy="50" r="3" fill="#1d1d1f" />
    <path d="M52 63c5-4 11-4 16 0" stroke="#1d1d1f" strokeWidth="3" fill="none" strokeLinecap="round" />
    <path d="M24 108c4-20 18-30 36-30s32 10 36 30" fill="#1a56b0" />
    <text x="88" y="34" fontSize="22" fontFamily="Jost, sans-serif" style={{ fill: 'var(--tl-primary)' }}>
      ?
    </text>
  </svg>
);
