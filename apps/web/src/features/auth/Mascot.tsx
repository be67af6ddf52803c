import { Box } from '@mantine/core';

/** The login mascot: a little spray bottle that covers its eyes while the password has focus. */
export function Mascot({ coveringEyes }: { coveringEyes: boolean }) {
  return (
    <Box ta="center" aria-hidden="true" data-testid="mascot" data-covering-eyes={coveringEyes}>
      <svg width="96" height="96" viewBox="0 0 96 96" role="presentation">
        <rect x="40" y="6" width="16" height="14" rx="3" fill="#9775fa" />
        <rect x="54" y="10" width="20" height="6" rx="3" fill="#b197fc" />
        <rect x="24" y="20" width="48" height="66" rx="16" fill="#7048e8" />
        <circle cx="38" cy="48" r="6" fill="#fff" />
        <circle cx="58" cy="48" r="6" fill="#fff" />
        <circle cx="39" cy="49" r="3" fill="#212529" />
        <circle cx="59" cy="49" r="3" fill="#212529" />
        <path d="M40 64 q8 7 16 0" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <g
          style={{
            transition: 'transform 200ms ease',
            transform: coveringEyes ? 'translateY(0)' : 'translateY(34px)',
          }}
        >
          <ellipse cx="36" cy="48" rx="11" ry="8" fill="#e5dbff" />
          <ellipse cx="60" cy="48" rx="11" ry="8" fill="#e5dbff" />
        </g>
      </svg>
    </Box>
  );
}
