import type { ReactNode } from 'react';
import { LinkProvider, PlainLink, type LinkComponent } from '../components/link/link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopNav, type TopNavProps } from './top-nav.tsx';
import * as css from './site-shell.css.ts';

export interface SiteShellProps extends TopNavProps {
  /** The router's link (adapter taking `href`); a plain anchor by default. */
  LinkComponent?: LinkComponent;
  children?: ReactNode;
}

/** Every page's frame: top navigation, main landmark, footer. Routing-agnostic. */
export function SiteShell({ LinkComponent = PlainLink, children, ...nav }: SiteShellProps) {
  return (
    <LinkProvider LinkComponent={LinkComponent}>
      <div className={css.shell}>
        <a href="#main" className={css.skipLink}>
          Skip to content
        </a>
        <TopNav {...nav} />
        <main id="main" className={css.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </LinkProvider>
  );
}
SiteShell.displayName = 'SiteShell';
