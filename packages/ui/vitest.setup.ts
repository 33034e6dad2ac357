// Browser-side setup of the story tests: makes rendering deterministic and provides the
// screenshot hook that the root .storybook/preview.tsx calls after every story.
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

// Chromium does not paint below the iframe's viewport, so a page taller than the viewport is
// captured by growing the viewport to the page height first (capped) and restoring it after.
const MAX_PAGE_HEIGHT = 2400;

globalThis.__pedalswapScreenshot = async (name: string, target: HTMLElement) => {
  const { innerWidth: width, innerHeight: height } = window;
  const pageHeight = Math.min(document.documentElement.scrollHeight, MAX_PAGE_HEIGHT);
  const grow = target === document.body && pageHeight > height;
  if (grow) await page.viewport(width, pageHeight);
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } finally {
    if (grow) await page.viewport(width, height);
  }
};
