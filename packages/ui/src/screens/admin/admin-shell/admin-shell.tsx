import type { ReactNode } from 'react';
import type { AdminNavLink } from '@pedalswap/domain/admin';
import { useLinkComponent } from '../../../components/link/link.tsx';
import * as styles from './admin-shell.css.ts';

export interface AdminShellProps {
  /** The sidebar the caller's role sees (the domain's adminNavFor), computed by the route. */
  links: readonly AdminNavLink[];
  /** The current address, to mark the open page. */
  currentPath: string;
  children?: ReactNode;
}

/**
 * The open page's link: the sidebar address the path is or starts with. The dashboard, the
 * index, is /admin and /admin/dashboard only; every other page starts with /admin too.
 */
function currentHref(links: readonly AdminNavLink[], path: string) {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '/admin/dashboard') return '/admin';
  return links.find(
    ({ href }) => trimmed === href || (href !== '/admin' && trimmed.startsWith(`${href}/`)),
  )?.href;
}

/** The staff panel's frame (spec 3 §2.1): the sidebar of the role's pages beside the page. */
export function AdminShell({ links, currentPath, children }: AdminShellProps) {
  const Link = useLinkComponent();
  const current = currentHref(links, currentPath);
  return (
    <div className={styles.layout}>
      <nav aria-label="Staff panel" className={styles.sidebar}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.key}>
              <Link
                href={link.href}
                className={styles.link}
                aria-current={link.href === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
AdminShell.displayName = 'AdminShell';
