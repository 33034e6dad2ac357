import * as css from './logo.css.ts';

export const LOGO_VARIANTS = ['full', 'mark'] as const;
export const LOGO_SIZES = ['medium', 'large'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];
export type LogoSize = (typeof LOGO_SIZES)[number];

export interface LogoProps {
  /** `full` shows the wheel-and-evergreen mark with the wordmark; `mark` the mark alone. */
  variant?: LogoVariant;
  size?: LogoSize;
  className?: string;
}

// Eight spokes from the hub to the rim, precomputed so the SVG is static markup.
const SPOKES = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  return { x: 24 + 16 * Math.cos(a), y: 24 + 16 * Math.sin(a) };
});

/** The PedalSwap logo: a bike wheel with an evergreen growing through it. */
export function Logo({ variant = 'full', size = 'medium', className }: LogoProps) {
  const labelled = variant === 'mark';
  return (
    <span className={className ? `${css.root} ${className}` : css.root}>
      <svg
        viewBox="0 0 48 48"
        className={css.mark({ size })}
        // With the wordmark beside it the picture is decoration; alone it is the name.
        role={labelled ? 'img' : undefined}
        aria-label={labelled ? 'PedalSwap' : undefined}
        aria-hidden={labelled ? undefined : true}
        focusable="false"
      >
        <circle cx="24" cy="24" r="21" strokeWidth="4" className={css.tire} />
        <circle cx="24" cy="24" r="16.5" strokeWidth="1.5" className={css.rim} />
        {SPOKES.map((p, i) => (
          <line
            key={i}
            x1="24"
            y1="24"
            x2={p.x.toFixed(2)}
            y2={p.y.toFixed(2)}
            strokeWidth="1.2"
            className={css.spoke}
          />
        ))}
        <polygon
          points="24,7 30,16 27,16 32.5,24 28.5,24 34,32.5 14,32.5 19.5,24 15.5,24 21,16 18,16"
          className={css.tree}
        />
        <rect x="22" y="32" width="4" height="7" rx="1" className={css.trunk} />
      </svg>
      {variant === 'full' && (
        <span className={css.wordmark({ size })}>
          Pedal<span className={css.swap}>Swap</span>
        </span>
      )}
    </span>
  );
}
Logo.displayName = 'Logo';
