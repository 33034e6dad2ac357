// Story helper: shows a screen inside the signed-out site shell, as it appears in the app.
import { Box } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import { SiteShell } from '../shell/site-shell.tsx';
import type { ShellUser } from '../shell/nav-links.ts';

export function withShell(currentPath: string, user: ShellUser | null = null): Decorator {
  return (Story) => (
    <SiteShell user={user} currentPath={currentPath} onLogout={() => {}}>
      <Story />
    </SiteShell>
  );
}

export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
export const DARK = { appearance: 'dark' } as const;

/**
 * A component's story taken as a whole page (layout 'fullscreen', for portals or tall phone
 * shots) gets the page's padding; otherwise it is drawn as it is.
 */
export const padWhenFullscreen: Decorator = (Story, { parameters }) =>
  parameters.layout === 'fullscreen' ? (
    <Box p="5">
      <Story />
    </Box>
  ) : (
    <Story />
  );
