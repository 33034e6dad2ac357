import { useId } from 'react';
import * as css from './mountain-scene.css.ts';

/** A row of evergreens along the bottom edge: [x, height] pairs, fixed so renders are stable. */
const TREES: readonly [number, number][] = [
  [20, 46],
  [52, 62],
  [80, 40],
  [112, 70],
  [150, 52],
  [186, 64],
  [222, 44],
  [262, 58],
  [300, 72],
  [338, 48],
  [376, 60],
  [930, 56],
  [962, 74],
  [1000, 50],
  [1036, 66],
  [1072, 44],
  [1108, 70],
  [1146, 54],
  [1182, 62],
];

function tree([x, h]: [number, number]) {
  const w = h * 0.42;
  const base = 300;
  return `M${x} ${base - h} L${x + w / 2} ${base - h * 0.45} L${x + w * 0.3} ${base - h * 0.45} L${x + w * 0.62} ${base} L${x - w * 0.62} ${base} L${x - w * 0.3} ${base - h * 0.45} L${x - w / 2} ${base - h * 0.45} Z`;
}

/** The Cascades at golden hour: layered ridges, a snow cap, evergreens. Pure SVG, decorative. */
export function MountainScene() {
  const gradient = useId();
  return (
    <svg
      className={css.svg}
      viewBox="0 0 1200 300"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={css.skyTop} />
          <stop offset="1" className={css.skyBottom} />
        </linearGradient>
      </defs>
      <rect width="1200" height="300" fill={`url(#${gradient})`} />
      <circle cx="880" cy="150" r="38" className={css.sun} />
      <path
        d="M0 220 L160 150 L260 190 L420 90 L520 160 L600 120 L700 180 L820 110 L960 190 L1080 140 L1200 180 L1200 300 L0 300 Z"
        className={css.far}
      />
      <path
        d="M420 90 L452 112 L440 118 L426 110 L410 122 L398 112 Z M820 110 L850 130 L836 136 L822 128 L806 138 L796 128 Z"
        className={css.snow}
      />
      <path
        d="M0 250 L120 200 L240 236 L380 180 L520 232 L660 196 L800 238 L940 200 L1080 236 L1200 210 L1200 300 L0 300 Z"
        className={css.mid}
      />
      <path
        d="M0 290 L200 262 L420 284 L640 258 L860 286 L1060 264 L1200 280 L1200 300 L0 300 Z"
        className={css.near}
      />
      <path
        d="M470 300 C 560 268, 640 276, 700 262 S 820 250, 880 240"
        strokeWidth="3"
        className={css.trail}
      />
      <path d={TREES.map(tree).join(' ')} className={css.trees} />
    </svg>
  );
}
MountainScene.displayName = 'MountainScene';
