import { Card, Flex, Grid, Heading, Progress, Table, Text } from '@radix-ui/themes';
import { humanize } from '@pedalswap/domain/shared';
import { npsBarPercent, ratingBarPercent } from '@pedalswap/domain/ai';
import type { FeedbackAnalyticsView, FeedbackStatsView } from './feedback-types.ts';
import { Stars } from './stars.tsx';

const one = (n: number) => n.toFixed(1);

function ModelCard({ name, rating, count }: { name: string; rating: number; count: number }) {
  return (
    <Card>
      <Text as="div" size="2" color="gray">
        {name}
      </Text>
      <Flex align="center" gap="2">
        <Text size="5" weight="bold">
          {one(rating)}
        </Text>
        <Stars rating={rating} />
      </Flex>
      <Text size="1" color="gray">
        {count} review{count === 1 ? '' : 's'}
      </Text>
    </Card>
  );
}

/** Tab Analytics (spec 3 §2.10, §9): model families, satisfaction bars, accuracy per field. */
export function FeedbackAnalytics({ analytics }: { analytics: FeedbackAnalyticsView }) {
  const { modelPerformance: models, userSatisfaction: satisfaction } = analytics;
  const fields = Object.entries(analytics.accuracyByField);
  return (
    <Flex direction="column" gap="4">
      <section aria-labelledby="model-performance">
        <Heading as="h2" size="4" mb="2" id="model-performance">
          Model Performance
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <ModelCard name="Claude Sonnet" {...models.sonnet} />
          <ModelCard name="Claude Haiku" {...models.haiku} />
        </Grid>
      </section>
      <section aria-labelledby="user-satisfaction">
        <Heading as="h2" size="4" mb="2" id="user-satisfaction">
          User Satisfaction
        </Heading>
        <Card>
          <Flex direction="column" gap="3">
            <div>
              <Flex justify="between">
                <Text size="2" id="overall-rating">
                  Overall Rating
                </Text>
                <Text size="2" weight="bold">
                  {one(satisfaction.overallRating)}/5
                </Text>
              </Flex>
              <Progress
                value={ratingBarPercent(satisfaction.overallRating)}
                aria-labelledby="overall-rating"
              />
            </div>
            <div>
              <Flex justify="between">
                <Text size="2" id="nps">
                  Net Promoter Score
                </Text>
                <Text size="2" weight="bold">
                  {Math.round(satisfaction.nps)}
                </Text>
              </Flex>
              <Progress value={npsBarPercent(satisfaction.nps)} aria-labelledby="nps" />
            </div>
          </Flex>
        </Card>
      </section>
      <section aria-labelledby="accuracy-by-field">
        <Heading as="h2" size="4" mb="2" id="accuracy-by-field">
          Accuracy by Field
        </Heading>
        {fields.length === 0 ? (
          <Text as="p" color="gray" size="2">
            No feedback on the analysis fields in the last 30 days.
          </Text>
        ) : (
          <Table.Root variant="surface" aria-labelledby="accuracy-by-field">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Positive</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Reviews</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map(([field, f]) => (
                <Table.Row key={field}>
                  <Table.RowHeaderCell>{humanize(field)}</Table.RowHeaderCell>
                  <Table.Cell>{Math.round(f.positiveRate)}%</Table.Cell>
                  <Table.Cell>{f.totalFeedback}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Flex>
  );
}

/** Tab Top Issues (spec 3 §2.10): rank, issue, category, reports, average confidence. */
export function TopIssues({ issues }: { issues: FeedbackStatsView['topIssues'] }) {
  if (issues.length === 0)
    return (
      <Text as="p" color="gray" size="2" role="status">
        No issues reported in the last 30 days.
      </Text>
    );
  return (
    <Table.Root variant="surface" aria-label="Top issues">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Rank</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Issue</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Reports</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Avg confidence</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {issues.map((issue, i) => (
          <Table.Row key={`${issue.issue}:${issue.category}`}>
            <Table.Cell>#{i + 1}</Table.Cell>
            <Table.RowHeaderCell>{humanize(issue.issue)}</Table.RowHeaderCell>
            <Table.Cell>{humanize(issue.category)}</Table.Cell>
            <Table.Cell>{issue.count}</Table.Cell>
            <Table.Cell>{Math.round(issue.averageConfidence * 100)}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
