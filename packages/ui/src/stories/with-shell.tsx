// Story helper: shows a screen inside the signed-out site shell, as it appears in the app.
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
