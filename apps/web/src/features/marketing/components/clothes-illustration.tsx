import clsx from 'clsx';

/**
 * A playful drawing of a baby onesie, a sock and stars for the hero. Drawn inline (no image
 * request) and hidden from screen readers: it carries no information.
 */
export function ClothesIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 360" aria-hidden="true" className={clsx('h-auto w-full', className)}>
      <circle cx="210" cy="185" r="150" fill="var(--color-coral-300)" opacity="0.35" />
      <circle cx="300" cy="90" r="56" fill="var(--color-sky-300)" opacity="0.55" />
      <circle cx="96" cy="272" r="44" fill="var(--color-sage-300)" opacity="0.6" />

      <g transform="translate(92 58) rotate(-6 100 110)">
        <path
          d="M72 30 L52 38 L20 66 L40 92 L62 78 L62 166 Q62 190 86 196 L90 212 L130 212 L134 196 Q158 190 158 166 L158 78 L180 92 L200 66 L168 38 L148 30 Q110 60 72 30 Z"
          fill="var(--color-cream-50)"
          stroke="var(--color-ink-900)"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path
          d="M62 120 H158"
          stroke="var(--color-coral-300)"
          strokeWidth="12"
          strokeLinecap="round"
          opacity="0.9"
        />
        <path
          d="M62 142 H158"
          stroke="var(--color-sage-300)"
          strokeWidth="12"
          strokeLinecap="round"
          opacity="0.9"
        />
        <path
          d="M110 96 c-6 -10 -22 -6 -18 6 c3 8 18 16 18 16 c0 0 15 -8 18 -16 c4 -12 -12 -16 -18 -6 Z"
          fill="var(--color-coral-500)"
        />
        <circle cx="98" cy="202" r="4" fill="var(--color-ink-900)" />
        <circle cx="110" cy="202" r="4" fill="var(--color-ink-900)" />
        <circle cx="122" cy="202" r="4" fill="var(--color-ink-900)" />
      </g>

      <g transform="translate(288 196) rotate(18)">
        <path
          d="M0 0 H34 V52 Q34 66 48 70 Q66 76 62 92 Q58 104 40 100 L10 92 Q0 88 0 76 Z"
          fill="var(--color-sun-300)"
          stroke="var(--color-ink-900)"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M0 14 H34" stroke="var(--color-ink-900)" strokeWidth="5" />
      </g>

      <path
        d="M58 86 l6 14 l15 2 l-11 10 l3 15 l-13 -8 l-13 8 l3 -15 l-11 -10 l15 -2 Z"
        fill="var(--color-sun-300)"
      />
      <path
        d="M340 292 l4 9 l10 1 l-7 7 l2 10 l-9 -5 l-9 5 l2 -10 l-7 -7 l10 -1 Z"
        fill="var(--color-cream-50)"
        opacity="0.9"
      />
      <circle cx="36" cy="170" r="6" fill="var(--color-cream-50)" opacity="0.8" />
      <circle cx="362" cy="196" r="5" fill="var(--color-sun-300)" />
    </svg>
  );
}
