import { Badge, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { groupOffersByItem, moreLabel } from '@pedalswap/domain/offers';
import { useLinkComponent } from '../../components/link/link.tsx';
import { formatOfferAmount, humanize } from '@pedalswap/domain/shared';
import * as css from './profile-page.css.ts';
import type { ProfileOffer } from './types.ts';

export interface NewOffersAlertProps {
  /** Pending offers received on the member's items; nothing shows without any. */
  offers: readonly ProfileOffer[];
  locale?: string;
}

const itemHref = (o: Pick<ProfileOffer, 'itemType' | 'itemId'>) =>
  `/items/${o.itemType}/${o.itemId}`;

/** The own profile's alert (spec 1 §2, §9): per item up to 3 offers, then "+N more". */
export function NewOffersAlert({ offers, locale = 'en-US' }: NewOffersAlertProps) {
  const Link = useLinkComponent();
  if (offers.length === 0) return null;
  const groups = groupOffersByItem(offers);
  return (
    <section className={css.alertBox} aria-labelledby="new-offers-heading">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2">
          <span className={css.alertIcon} aria-hidden>
            <BellIcon width="18" height="18" />
          </span>
          <Heading as="h2" size="4" id="new-offers-heading">
            {offers.length === 1 ? 'You have a new offer' : `You have ${offers.length} new offers`}
          </Heading>
        </Flex>
        <div className={css.offerGroups}>
          {groups.map((group) => {
            const first = group.shown[0]!;
            return (
              <div key={group.itemId} className={css.offerGroup}>
                <Flex align="center" gap="2" wrap="wrap" mb="2">
                  <RadixLink asChild weight="bold" highContrast>
                    <Link href={itemHref(first)}>{first.itemName}</Link>
                  </RadixLink>
                  <Badge color="gray" variant="soft" highContrast>
                    {humanize(first.itemType)}
                  </Badge>
                  <Text size="1" color="gray">
                    {group.total === 1 ? '1 offer' : `${group.total} offers`}
                  </Text>
                </Flex>
                <ul className={css.list}>
                  {group.shown.map((o) => (
                    <li key={o.id} className={css.offerLine}>
                      <Text size="2">{o.userName ?? 'A member'}</Text>
                      <Text size="2" weight="bold">
                        {formatOfferAmount(o, locale)}
                      </Text>
                    </li>
                  ))}
                </ul>
                {group.more > 0 && (
                  <RadixLink asChild size="2" weight="medium" highContrast>
                    <Link
                      href={itemHref(first)}
                      aria-label={`${moreLabel(group.more)} offers on ${first.itemName}`}
                    >
                      {moreLabel(group.more)}
                    </Link>
                  </RadixLink>
                )}
              </div>
            );
          })}
        </div>
      </Flex>
    </section>
  );
}
NewOffersAlert.displayName = 'NewOffersAlert';
