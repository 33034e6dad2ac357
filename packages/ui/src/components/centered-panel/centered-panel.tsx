import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Logo } from '../logo/logo.tsx';
import * as css from './centered-panel.css.ts';

export const PANEL_WIDTHS = ['narrow', 'wide'] as const;
export type PanelWidth = (typeof PANEL_WIDTHS)[number];

export interface CenteredPanelProps {
  title: ReactNode;
  description?: ReactNode;
  width?: PanelWidth;
  /** The logo mark above the title; error pages turn it off for their own art. */
  showMark?: boolean;
  children?: ReactNode;
}

/** The card-on-a-soft-gradient layout shared by sign-in, register and the status pages. */
export function CenteredPanel({
  title,
  description,
  width = 'narrow',
  showMark = true,
  children,
}: CenteredPanelProps) {
  return (
    <div className={css.page}>
      <Card
        size={{ initial: '3', sm: '4' }}
        className={width === 'wide' ? `${css.card} ${css.wide}` : css.card}
      >
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2" align="center">
            {showMark && <Logo variant="mark" size="large" />}
            <Heading as="h1" size="7" align="center">
              {title}
            </Heading>
            {description && (
              <Text as="p" color="gray" align="center">
                {description}
              </Text>
            )}
          </Flex>
          {children}
        </Flex>
      </Card>
    </div>
  );
}
CenteredPanel.displayName = 'CenteredPanel';
