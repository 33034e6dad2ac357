// The analytics page's few layout rules. Kept out of inline style objects: the web build keeps a
// Radix utility class for every prop name written as an object key (width:, height:), so inline
// styles here would grow every page's CSS (apps/web/vite-radix-css.ts).
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0 });
/** recharts' `responsive` charts take their size from their box. */
export const chartBox = style({ width: '100%', height: 240 });
export const chart = style({ width: '100%', height: '100%' });
/** A long table (90 days, hourly) scrolls inside the card. */
export const tableScroll = style({ maxHeight: 320, overflowY: 'auto' });

/** Ids and error codes (not Radix's Code: the error screens use it, and sharing it would move it
 * into the chunk every page loads). */
export const mono = style({ fontFamily: 'var(--code-font-family)' });
