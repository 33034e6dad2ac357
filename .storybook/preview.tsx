import { Box } from '@radix-ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { PedalSwapTheme } from '../packages/ui/src/theme/pedalswap-theme.tsx';
import { VIEWPORTS } from './viewports.ts';

/** Set by vitest.setup.ts when the stories run as tests; absent in `storybook dev`. */
declare global {
  var __pedalswapScreenshot: ((name: string, target: HTMLElement) => Promise<void>) | undefined;
}

const withTheme: Decorator = (Story, context) => {
  const page = context.parameters.layout === 'fullscreen';
  return (
    <PedalSwapTheme
      appearance={context.globals.appearance === 'dark' ? 'dark' : 'light'}
      fullHeight={page}
    >
      {/* The padding is ours, not Storybook's, so the story tests render the same frame. */}
      {page ? (
        <Story />
      ) : (
        <Box p="5">
          <Story />
        </Box>
      )}
    </PedalSwapTheme>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: {
        title: 'Appearance',
        icon: 'mirror',
        items: ['light', 'dark'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { appearance: 'light' },
  parameters: {
    layout: 'centered',
    // Every story is an accessibility test: an axe violation fails the run.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    controls: { matchers: { date: /Date$/i } },
  },
  tags: ['autodocs'],
  // Every story is also a screenshot test (after its play function, animations paused), so a
  // visual change anywhere shows up as a failing story with a diff image.
  async afterEach({ id, parameters, canvasElement }) {
    if (parameters.screenshot === false) return;
    // Pages are taken whole (dialogs and menus render in portals outside the canvas);
    // components only as large as they are.
    const target = parameters.layout === 'fullscreen' ? document.body : canvasElement;
    await globalThis.__pedalswapScreenshot?.(id, target);
  },
};

export default preview;
