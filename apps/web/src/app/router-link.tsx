import { Link } from 'react-router';
import type { LinkComponentProps } from '@pedalswap/ui/shell';

/** The UI kit's link contract (href) on top of react-router's client-side Link. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
RouterLink.displayName = 'RouterLink';
