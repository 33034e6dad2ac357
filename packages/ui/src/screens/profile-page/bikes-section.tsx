import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  DropdownMenu,
  Flex,
  Link as RadixLink,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import {
  CheckCircledIcon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
  ImageIcon,
  Pencil1Icon,
  PlusIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import { canDeleteBike, itemStatusLabel, tradedNoDeleteMessage } from '@pedalswap/domain/items';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { useState } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import type { ProfileFeedback } from './profile-card.tsx';
import { EmptyState, ProfileSection, SectionBody } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import type { ProfileBike, SectionData } from './types.ts';

const STATUS_COLORS = {
  draft: 'gray',
  pending_review: 'amber',
  published: 'jade',
  pending_trade: 'blue',
  trade_complete: 'teal',
} as const;

export const statusColorOf = (status: string) =>
  STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? 'gray';

/** The primary photo in the card size (800 px), not the 1600 px full view. */
const primaryImage = (bike: ProfileBike) => {
  const image = bike.images.find((i) => i.isPrimary) ?? bike.images[0];
  return image ? (image.cardUrl ?? image.imageUrl) : null;
};

const subtitle = (bike: ProfileBike) =>
  [bike.brand, bike.model, bike.year].filter((part) => part !== null && part !== '').join(' · ');

const OTHER_LISTINGS = [
  { type: 'part', label: 'A Part' },
  { type: 'accessory', label: 'An Accessory' },
  { type: 'gear', label: 'Gear' },
] as const;

export interface YourBikesSectionProps extends SectionData<ProfileBike> {
  onRetry?: () => void;
  /** The own profile: Add New Bike, Edit and Delete. Staff viewing another member: false. */
  manageable?: boolean;
  /** "Your Bikes" on the own profile; e.g. "Jonas's Bikes" for another member. */
  title?: string;
  /** After the member confirmed Delete Bike?. */
  onDeleteBike?: (bike: ProfileBike) => void;
  /** The bike being deleted, if any. */
  deletingId?: string | null;
  /** "Bike deleted successfully!" or "Failed to delete bike". */
  feedback?: ProfileFeedback | null;
}

/** Your Bikes (spec 1 §2): a grid of bike cards with Edit and Delete, and Add New Bike. */
export function YourBikesSection({
  status,
  items,
  error,
  onRetry,
  manageable = true,
  title = 'Your Bikes',
  onDeleteBike,
  deletingId = null,
  feedback,
}: YourBikesSectionProps) {
  const Link = useLinkComponent();
  const [confirming, setConfirming] = useState<ProfileBike | null>(null);
  const addBike = (
    <Flex gap="2" wrap="wrap">
      <Button asChild>
        <Link href="/list-item/bike">
          <PlusIcon aria-hidden /> Add New Bike
        </Link>
      </Button>
      {/* The editor lists the other three types too (spec 2 §3): parts, accessories, gear. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger>
          <Button variant="soft" color="gray" highContrast>
            List Something Else <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" variant="soft">
          {OTHER_LISTINGS.map(({ type, label }) => (
            <DropdownMenu.Item key={type} asChild>
              <Link href={`/list-item/${type}`}>{label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Flex>
  );
  return (
    <ProfileSection
      id="your-bikes"
      title={title}
      description={
        manageable
          ? 'Bikes, parts and gear you listed for trade or sale.'
          : 'Bikes this member listed.'
      }
      action={manageable ? addBike : undefined}
    >
      {feedback && (
        <Callout.Root
          color={feedback.tone === 'success' ? 'jade' : 'red'}
          highContrast
          role={feedback.tone === 'success' ? 'status' : 'alert'}
        >
          <Callout.Icon>
            {feedback.tone === 'success' ? <CheckCircledIcon /> : <CrossCircledIcon />}
          </Callout.Icon>
          <Callout.Text>{feedback.message}</Callout.Text>
        </Callout.Root>
      )}
      <SectionBody
        status={status}
        items={items}
        error={error}
        fallbackError={PROFILE_PAGE_MESSAGES.bikesFailed}
        onRetry={onRetry}
        loadingLabel="Loading bikes"
        skeleton={
          <div className={css.bikeGrid}>
            {[0, 1, 2].map((i) => (
              <Flex key={i} direction="column" gap="2">
                <Skeleton className={css.bikeImage} />
                <Skeleton width="70%" height="18px" />
                <Skeleton width="45%" height="14px" />
              </Flex>
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={<ImageIcon width="20" height="20" />}
            title={manageable ? "You haven't listed any bikes yet." : 'No bikes listed.'}
            action={manageable ? addBike : undefined}
          >
            {manageable ? 'List a bike and trade it with riders across the Northwest.' : null}
          </EmptyState>
        }
      >
        {(bikes) => (
          <ul className={css.bikeGrid} aria-label={title}>
            {bikes.map((bike) => (
              <BikeCard
                key={bike.id}
                bike={bike}
                manageable={manageable}
                deleting={deletingId === bike.id}
                busy={deletingId !== null}
                onDelete={() => setConfirming(bike)}
              />
            ))}
          </ul>
        )}
      </SectionBody>
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>{PROFILE_PAGE_MESSAGES.deleteBikeTitle}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {confirming && <>Delete {confirming.name}? </>}
            {PROFILE_PAGE_MESSAGES.deleteBikeDescription}
          </AlertDialog.Description>
          {confirming && !canDeleteBike(confirming) && (
            <Callout.Root color="amber" size="1" mt="3" highContrast>
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>
                {confirming.latestOffer?.status === 'completed'
                  ? tradedNoDeleteMessage('bike')
                  : 'An offer on this bike was accepted, so it stays until the trade is finished.'}
              </Callout.Text>
            </Callout.Root>
          )}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" highContrast>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Spec 1 §2: no Delete once the latest offer on the bike is accepted. */}
            {confirming && canDeleteBike(confirming) && (
              <AlertDialog.Action>
                <Button color="red" highContrast onClick={() => onDeleteBike?.(confirming)}>
                  <TrashIcon aria-hidden /> Delete
                </Button>
              </AlertDialog.Action>
            )}
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </ProfileSection>
  );
}
YourBikesSection.displayName = 'YourBikesSection';

interface BikeCardProps {
  bike: ProfileBike;
  manageable: boolean;
  deleting: boolean;
  busy: boolean;
  onDelete: () => void;
}

function BikeCard({ bike, manageable, deleting, busy, onDelete }: BikeCardProps) {
  const Link = useLinkComponent();
  const image = primaryImage(bike);
  const href = `/items/${bike.itemType}/${bike.id}`;
  return (
    <li>
      <article className={css.bikeCard} aria-label={bike.name}>
        {image ? (
          <img className={css.bikeImage} src={image} alt="" loading="lazy" />
        ) : (
          <div className={css.bikePlaceholder}>
            <Flex direction="column" align="center" gap="1">
              <ImageIcon className={css.placeholderIcon} aria-hidden />
              <Text size="1">No photo yet</Text>
            </Flex>
          </div>
        )}
        <div className={css.bikeBody}>
          <Flex justify="between" align="start" gap="2">
            <RadixLink asChild weight="bold" size="3" highContrast>
              <Link href={href}>{bike.name}</Link>
            </RadixLink>
            <Badge color={statusColorOf(bike.status)} variant="soft" highContrast>
              {itemStatusLabel(bike.status)}
            </Badge>
          </Flex>
          {subtitle(bike) && (
            <Text size="2" color="gray">
              {subtitle(bike)}
            </Text>
          )}
          {bike.hasActiveOffer && (
            <Flex mt="2">
              <Button asChild size="1" color="amber" variant="soft" highContrast>
                <Link href={href}>Review Offer</Link>
              </Button>
            </Flex>
          )}
        </div>
        {manageable && (
          <div className={css.bikeActions}>
            <Button asChild size="2" variant="soft" color="gray" highContrast>
              <Link
                href={`/list-item/${bike.itemType}/${bike.id}`}
                aria-label={`Edit ${bike.name}`}
              >
                <Pencil1Icon aria-hidden /> Edit
              </Link>
            </Button>
            <Button
              size="2"
              variant="soft"
              color="red"
              highContrast
              loading={deleting}
              disabled={busy}
              onClick={onDelete}
              aria-label={`Delete ${bike.name}`}
            >
              <TrashIcon aria-hidden /> Delete
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
