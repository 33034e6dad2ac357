// Viewports used by stories (parameters/globals `viewport`) and by the story tests: the smallest
// phone we support, the 768 px breakpoint of the spec, and the desktop size of the test runner.
export const VIEWPORTS = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;
