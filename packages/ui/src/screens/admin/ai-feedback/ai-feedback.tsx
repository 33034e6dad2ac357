import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Grid, Select, Tabs, Text } from '@radix-ui/themes';
import { humanize } from '@pedalswap/domain/shared';
import { AI_FEEDBACK_MESSAGES, type FeedbackResolution } from '@pedalswap/domain/ai';
import { AdminHeading, ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';
import { FeedbackAnalytics, TopIssues } from './feedback-analytics.tsx';
import { FeedbackItemCard } from './feedback-item-card.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';
import type {
  FeedbackAnalyticsView,
  FeedbackItemView,
  FeedbackStatsView,
} from './feedback-types.ts';

export type FeedbackTab = 'pending' | 'analytics' | 'issues';

export interface AiFeedbackProps {
  state: ListState;
  stats?: FeedbackStatsView;
  analytics?: FeedbackAnalyticsView;
  /** The pending items of the category filter, oldest first. */
  items: readonly FeedbackItemView[];
  /** The category filter: '' for every category. */
  category: string;
  categories: readonly string[];
  onCategoryChange: (category: string) => void;
  /** Resolves the items; true when they were, so the dialog closes and the selection clears. */
  onResolve: (ids: string[], action: FeedbackResolution, notes: string) => Promise<boolean>;
  resolving: boolean;
  defaultTab?: FeedbackTab;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <Text as="div" size="2" color="gray">
        {label}
      </Text>
      <Text as="div" size="6" weight="bold">
        {value}
      </Text>
    </Card>
  );
}

/** AI Feedback Management (spec 3 §2.10, owner and manager). */
export function AiFeedback({
  state,
  stats,
  analytics,
  items,
  category,
  categories,
  onCategoryChange,
  onResolve,
  resolving,
  defaultTab = 'pending',
}: AiFeedbackProps) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  // Only the visible items count: a filter change or a resolve elsewhere drops the others.
  const selected = items.filter((i) => picked.has(i.id)).map((i) => i.id);
  const allPicked = items.length > 0 && selected.length === items.length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const resolve = async (action: FeedbackResolution, notes: string) => {
    if (await onResolve(selected, action, notes)) {
      setDialogOpen(false);
      setPicked(new Set());
    }
  };
  return (
    <div>
      <AdminHeading title="AI Feedback Management">
        What members said about the AI analyses, and the items waiting for a decision.
      </AdminHeading>
      {stats && (
        <Grid columns={{ initial: '2', md: '4' }} gap="3" mb="4">
          <Figure label="Total Feedback (30 days)" value={String(stats.totalFeedback)} />
          <Figure label="Average Rating" value={`${stats.averageRating.toFixed(1)}/5`} />
          <Figure label="Resolution Rate" value={`${Math.round(stats.resolutionRate)}%`} />
          <Figure label="Pending Items" value={String(stats.pendingCount)} />
        </Grid>
      )}
      <ListStatus
        state={state}
        errorText={AI_FEEDBACK_MESSAGES.loadFailed}
        empty={false}
        emptyText=""
      />
      {state === 'ready' && (
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List>
            <Tabs.Trigger value="pending">Pending Review</Tabs.Trigger>
            <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
            <Tabs.Trigger value="issues">Top Issues</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="pending">
            <Flex gap="3" align="center" wrap="wrap" my="3">
              <Flex align="center" gap="2">
                <Text size="2" color="gray" id="feedback-category">
                  Category
                </Text>
                <Select.Root
                  value={category || 'all'}
                  onValueChange={(value) => onCategoryChange(value === 'all' ? '' : value)}
                >
                  <Select.Trigger aria-labelledby="feedback-category" />
                  <Select.Content position="popper">
                    <Select.Item value="all">All categories</Select.Item>
                    {categories.map((c) => (
                      <Select.Item key={c} value={c}>
                        {humanize(c)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
              {items.length > 0 && (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={allPicked}
                      onCheckedChange={(on) =>
                        setPicked(on === true ? new Set(items.map((i) => i.id)) : new Set())
                      }
                    />
                    Select all visible
                  </Flex>
                </Text>
              )}
              <Flex gap="2" ml="auto" align="center">
                <Text size="2" color="gray" aria-live="polite">
                  {selected.length} selected
                </Text>
                <Button
                  variant="soft"
                  color="gray"
                  highContrast
                  disabled={selected.length === 0}
                  onClick={() => setPicked(new Set())}
                >
                  Clear
                </Button>
                <Button
                  highContrast
                  disabled={selected.length === 0}
                  onClick={() => setDialogOpen(true)}
                >
                  Resolve Selected
                </Button>
              </Flex>
            </Flex>
            <ListStatus
              state="ready"
              errorText=""
              empty={items.length === 0}
              emptyText={AI_FEEDBACK_MESSAGES.allCaughtUp}
            />
            {items.length > 0 && (
              <Flex asChild direction="column" gap="2">
                <ul
                  aria-label="Pending feedback"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {items.map((item) => (
                    <li key={item.id}>
                      <FeedbackItemCard
                        item={item}
                        selected={picked.has(item.id)}
                        onSelectedChange={(on) => toggle(item.id, on)}
                      />
                    </li>
                  ))}
                </ul>
              </Flex>
            )}
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <Flex direction="column" mt="3">
              {analytics && <FeedbackAnalytics analytics={analytics} />}
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="issues">
            <Flex direction="column" mt="3">
              <TopIssues issues={stats?.topIssues ?? []} />
            </Flex>
          </Tabs.Content>
        </Tabs.Root>
      )}
      {dialogOpen && (
        <ResolveDialog
          count={selected.length}
          busy={resolving}
          onCancel={() => setDialogOpen(false)}
          onResolve={(action, notes) => void resolve(action, notes)}
        />
      )}
    </div>
  );
}
AiFeedback.displayName = 'AiFeedback';
