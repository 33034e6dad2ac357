// Browser-side setup of the story tests: makes rendering deterministic and provides the
// screenshot hook that .storybook/preview.tsx calls after every story.
import { expect } from 'vitest';
import { page } from 'vitest/browser';

// Animations, transitions and the blinking caret are the usual sources of flaky screenshots.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.append(freeze);

globalThis.__pedalswapScreenshot = async (name: string, target: HTMLElement) => {
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
};
