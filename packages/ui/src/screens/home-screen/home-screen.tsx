import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon, MagnifyingGlassIcon, PersonIcon, ReloadIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import { MountainScene } from '../../components/mountain-scene/mountain-scene.tsx';
import * as css from './home-screen.css.ts';

const BENEFITS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Trade Sustainably',
    text: 'Give a good bike a second life. Swap instead of buying new and keep frames out of the landfill.',
    icon: <ReloadIcon width="22" height="22" />,
  },
  {
    title: 'PNW Community',
    text: 'Riders from Seattle to Bend: meet at group rides, repair workshops and trailhead swaps.',
    icon: <PersonIcon width="22" height="22" />,
  },
  {
    title: 'Easy Discovery',
    text: 'Browse road, gravel and mountain bikes near you, with honest condition notes and photos.',
    icon: <MagnifyingGlassIcon width="22" height="22" />,
  },
];

export type HomeScreenProps = Record<string, never>;

/** The public landing page (spec 1 §1). */
export function HomeScreen() {
  const Link = useLinkComponent();
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <div className={css.heroText}>
          <Badge color="amber" variant="solid" size="2" mb="4">
            Pacific Northwest cycling marketplace
          </Badge>
          <Heading as="h1" id="home-title" size={{ initial: '8', sm: '9' }} mb="4">
            Trade up your ride.
          </Heading>
          <Text
            as="p"
            size={{ initial: '3', sm: '5' }}
            color="gray"
            highContrast
            className={css.lede}
            mb="6"
          >
            PedalSwap connects riders across the Pacific Northwest to trade, sell and find their
            next bike, and to ride together.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3">
              <Link href="/catalog">
                Browse Bikes <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="3" variant="surface" highContrast>
              <Link href="/list-item/bike">Trade/Sell Your Bike</Link>
            </Button>
            <Button asChild size="3" variant="soft" color="gray" highContrast>
              <Link href="/community">Community</Link>
            </Button>
          </Flex>
        </div>
        <div className={css.art}>
          <MountainScene />
        </div>
      </section>

      <section className={css.section} aria-labelledby="benefits-title">
        <Heading as="h2" id="benefits-title" size="7" mb="2" align="center">
          Why riders choose PedalSwap
        </Heading>
        <Text as="p" color="gray" align="center" mb="6">
          Local, trusted and built for people who ride.
        </Text>
        <Grid columns={{ initial: '1', sm: '3' }} gap="5">
          {BENEFITS.map((b) => (
            <Card key={b.title} size="3">
              <Flex direction="column" gap="3">
                <span className={css.icon} aria-hidden>
                  {b.icon}
                </span>
                <Heading as="h3" size="5">
                  {b.title}
                </Heading>
                <Text color="gray">{b.text}</Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </section>

      <section className={css.section} aria-labelledby="cta-title">
        <div className={css.banner}>
          <Heading as="h2" id="cta-title" size="7" mb="2">
            Ready to Start Trading?
          </Heading>
          <Text as="p" size="4" className={css.bannerText} mb="5">
            Set up your profile, list a bike and meet riders near you.
          </Text>
          <Flex gap="3" justify="center" wrap="wrap">
            <Button asChild size="3" color="amber" highContrast={false}>
              <Link href="/profile">Create Your Profile</Link>
            </Button>
            <Button asChild size="3" variant="outline" className={css.onBrand}>
              <Link href="/catalog">Explore Bikes</Link>
            </Button>
          </Flex>
        </div>
      </section>
    </>
  );
}
HomeScreen.displayName = 'HomeScreen';
