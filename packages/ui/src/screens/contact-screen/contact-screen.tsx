import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { ChatBubbleIcon, EnvelopeClosedIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { CONTACT } from '@pedalswap/domain/shared';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import * as css from '../help-screen/help-screen.css.ts';

export type ContactScreenProps = Record<string, never>;

function Way({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <section aria-label={title}>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center">
            {icon}
            <Heading as="h2" size="4">
              {title}
            </Heading>
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

/** /contact: how to reach the PedalSwap team, and what to include. */
export function ContactScreen() {
  const Link = useLinkComponent();
  const mailto = `mailto:${CONTACT.supportEmail}`;
  return (
    <div className={css.page}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          Contact us
        </Heading>
        <Text as="p" size="3" color="gray">
          A small team of riders in the Pacific Northwest reads every message and answers within{' '}
          {CONTACT.replyWithinDays} working days. Many answers are already in the{' '}
          <RadixLink asChild underline="always">
            <Link href="/help">help centre</Link>
          </RadixLink>
          .
        </Text>
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Way title="E-mail support" icon={<EnvelopeClosedIcon aria-hidden />}>
          <Text as="p" size="2">
            Write to{' '}
            <RadixLink href={mailto} underline="always">
              {CONTACT.supportEmail}
            </RadixLink>{' '}
            from the address of your account, so we can find it. For a listing, include its link.
          </Text>
        </Way>
        <Way title="Report a listing or a member" icon={<ExclamationTriangleIcon aria-hidden />}>
          <Text as="p" size="2">
            Something that looks wrong, unsafe or like a scam? E-mail us the listing&apos;s link and
            what you saw. Our staff review every report and can take a listing out of the catalog at
            once.
          </Text>
        </Way>
        <Way title="Account and sign-in" icon={<ChatBubbleIcon aria-hidden />}>
          <Text as="p" size="2">
            Locked out? Reset your password from{' '}
            <RadixLink asChild underline="always">
              <Link href="/forgot-password">Forgot password</Link>
            </RadixLink>
            . Your e-mail, devices and notifications are in{' '}
            <RadixLink asChild underline="always">
              <Link href="/settings">Settings</Link>
            </RadixLink>
            .
          </Text>
        </Way>
      </Grid>
    </div>
  );
}
ContactScreen.displayName = 'ContactScreen';
