import { Link, useLocation } from 'react-router';
import type { LinkComponentProps } from '@pedalswap/ui/shell';

/**
 * The UI kit's link contract (href) on top of react-router's client-side Link. Every link says
 * where it was followed from (navigation state `from`, spec 2 §2.6): the item page's Back button
 * returns there, e.g. to Your Bikes or to the catalog search with its filters.
 */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  const { pathname, search, hash } = useLocation();
  return <Link to={href} ref={ref} state={{ from: pathname + search + hash }} {...rest} />;
}
RouterLink.displayName = 'RouterLink';
