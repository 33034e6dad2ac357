import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import type { ItemType } from '@pedalswap/domain/item-types';
import { formatNumber } from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../../components/link/link.tsx';
import { AdminHeading, ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';

/** The figures of GET /admin/dashboard (spec 3 §2.2), as the route passes them. */
export interface AdminDashboardFigures {
  users: {
    total: number;
    active: number;
    suspended: number;
    pending: number;
    staff: number;
    recentRegistrations: number;
    recentDays: number;
  };
  items: {
    total: number;
    pendingReview: number;
    tradeComplete: number;
    published: number;
    byType: { itemType: ItemType; total: number; pendingReview: number; tradeComplete: number }[];
  };
  offers: { total: number; pending: number; accepted: number };
  /** Review Submissions' rows: items, and events with a weekly series as one (the server's). */
  review: { awaiting: number };
}

export interface AdminDashboardProps {
  state: ListState;
  figures?: AdminDashboardFigures;
  /** Owners also get the links to the audit log and the AI pages (the domain decides). */
  ownerLinks: readonly { label: string; href: string }[];
}

const TYPE_LABELS: Record<ItemType, string> = {
  bike: 'Bikes',
  part: 'Parts',
  accessory: 'Accessories',
  gear: 'Gear',
};

function StatCard({
  label,
  value,
  href,
  detail,
}: {
  label: string;
  value: number;
  href: string;
  detail?: string;
}) {
  const Link = useLinkComponent();
  return (
    <Card asChild>
      <Link href={href}>
        <Flex direction="column" gap="1">
          <Text size="2" color="gray">
            {label}
          </Text>
          <Text size="7" weight="bold">
            {formatNumber(value)}
          </Text>
          {detail && (
            <Text size="1" color="gray">
              {detail}
            </Text>
          )}
        </Flex>
      </Link>
    </Card>
  );
}

/** The staff dashboard (spec 3 §2.2): stat cards that are the quick links, then per-type counts. */
export function AdminDashboard({ state, figures, ownerLinks }: AdminDashboardProps) {
  const Link = useLinkComponent();
  const byType = (type: ItemType) => figures?.items.byType.find((t) => t.itemType === type);
  return (
    <div>
      <AdminHeading title="Admin Dashboard">The marketplace at a glance.</AdminHeading>
      <ListStatus
        state={state}
        errorText="The dashboard could not be loaded. Please try again."
        empty={false}
        emptyText=""
      />
      {state === 'ready' && figures && (
        <Flex direction="column" gap="5">
          <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
            <StatCard
              label="Users"
              value={figures.users.total}
              href="/admin/users"
              detail={`${figures.users.recentRegistrations} new in the last ${figures.users.recentDays} days`}
            />
            <StatCard
              label="Suspended users"
              value={figures.users.suspended}
              href="/admin/users?status=suspended"
            />
            <StatCard
              label="Awaiting review"
              value={figures.review.awaiting}
              href="/admin/review"
            />
            <StatCard
              label="Offers"
              value={figures.offers.total}
              href="/admin/offers"
              detail={`${figures.offers.pending} pending`}
            />
            <StatCard
              label="Pending review items"
              value={figures.items.pendingReview}
              href="/admin/items?status=pending_review"
            />
            <StatCard
              label="Trade complete items"
              value={figures.items.tradeComplete}
              href="/admin/items?status=trade_complete"
            />
            <StatCard
              label="Bikes"
              value={byType('bike')?.total ?? 0}
              href="/admin/items?type=bike"
            />
            <StatCard
              label="Parts"
              value={byType('part')?.total ?? 0}
              href="/admin/items?type=part"
            />
          </Grid>
          <section aria-labelledby="by-type">
            <Heading as="h2" size="4" id="by-type" mb="2">
              Listings by type
            </Heading>
            <Grid columns={{ initial: '2', md: '4' }} gap="3">
              {figures.items.byType.map((t) => (
                <Card key={t.itemType}>
                  <Text as="p" weight="bold" size="3">
                    {TYPE_LABELS[t.itemType]}
                  </Text>
                  <Text as="p" size="2" color="gray">
                    {t.pendingReview} pending review · {t.tradeComplete} trade complete
                  </Text>
                </Card>
              ))}
            </Grid>
          </section>
        </Flex>
      )}
      {ownerLinks.length > 0 && (
        <section aria-labelledby="owner-links">
          <Heading as="h2" size="4" id="owner-links" mt="5" mb="2">
            Owner tools
          </Heading>
          <Flex gap="4" wrap="wrap">
            {ownerLinks.map((l) => (
              <RadixLink key={l.href} asChild size="2" weight="medium">
                <Link href={l.href}>{l.label}</Link>
              </RadixLink>
            ))}
          </Flex>
        </section>
      )}
    </div>
  );
}
AdminDashboard.displayName = 'AdminDashboard';
