import { Button, Card, Flex, Grid, Link as RadixLink, Text } from '@radix-ui/themes';
import { WELCOME_STATS } from '@pedalswap/domain/shared';
import { CenteredPanel } from '../../components/centered-panel/centered-panel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';

export type WelcomeScreenProps = Record<string, never>;

/** After registration (spec 1 §1): static marketing figures and the next steps. */
export function WelcomeScreen() {
  const Link = useLinkComponent();
  return (
    <CenteredPanel
      width="wide"
      title="Welcome to PedalSwap!"
      description="Check your inbox to verify your email, then sign in and start trading."
    >
      <Grid columns={{ initial: '2', sm: '4' }} gap="3">
        {WELCOME_STATS.map((stat) => (
          <Card key={stat.label} variant="surface">
            <Flex direction="column" align="center" py="2">
              <Text size="7" weight="bold" color="jade">
                {stat.value}
              </Text>
              <Text size="2" color="gray">
                {stat.label}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      <Flex gap="3" justify="center" wrap="wrap">
        <Button asChild size="3">
          <Link href="/login">Sign in</Link>
        </Button>
        <Button asChild size="3" variant="surface" highContrast>
          <Link href="/catalog">Browse Bikes</Link>
        </Button>
      </Flex>
      <Text size="2" color="gray" align="center">
        Questions?{' '}
        <RadixLink asChild>
          <Link href="/help">Visit the help centre</Link>
        </RadixLink>{' '}
        or{' '}
        <RadixLink asChild>
          <Link href="/contact">contact us</Link>
        </RadixLink>
        .
      </Text>
    </CenteredPanel>
  );
}
WelcomeScreen.displayName = 'WelcomeScreen';
