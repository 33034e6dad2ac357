// Story helpers of the profile page's sections: a page-width frame, and a story link that stays
// on the story (a real click would navigate the test page away).
import { Box } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import { LinkProvider, type LinkComponentProps } from '../../components/link/link.tsx';

function StoryLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        e.preventDefault();
        onClick?.(e);
      }}
    />
  );
}

/** A section as wide as it is on the page; dialogs (portals) are captured with the page. */
export const sectionFrame: Decorator = (Story, context) => (
  <LinkProvider LinkComponent={StoryLink}>
    {context.parameters.layout === 'fullscreen' ? (
      <Box p="5" maxWidth="1000px">
        <Story />
      </Box>
    ) : (
      <Box maxWidth="960px">
        <Story />
      </Box>
    )}
  </LinkProvider>
);

/** Dialog stories are taken as whole pages (the dialog lives in a portal). */
export const PAGE = { layout: 'fullscreen' } as const;
