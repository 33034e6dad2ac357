import { Flex, Text } from '@radix-ui/themes';
import { Logo } from '../components/logo/logo.tsx';
import { useLinkComponent } from '../components/link/link.tsx';
import * as css from './site-footer.css.ts';

const FOOTER_LINKS = [
  { label: 'Browse Bikes', href: '/catalog' },
  { label: 'Community', href: '/community' },
  { label: 'Help', href: '/help' },
  { label: 'Contact', href: '/contact' },
] as const;

export function SiteFooter() {
  const Link = useLinkComponent();
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <Flex direction="column" gap="1">
          <Logo />
          <Text size="2" color="gray">
            Trade bikes, ride together: Pacific Northwest.
          </Text>
        </Flex>
        <nav aria-label="Footer">
          <ul className={css.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={css.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
SiteFooter.displayName = 'SiteFooter';
