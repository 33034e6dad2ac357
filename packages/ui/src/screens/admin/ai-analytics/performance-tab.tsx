// Performance (spec 3 §2.8): average, p95 and p99 response time by hour, average processing
// time by model, and the queue's four counts.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, Grid, Text } from '@radix-ui/themes';
import { AI_ANALYTICS_MESSAGES } from '@pedalswap/domain/ai';
import * as styles from './ai-analytics.css.ts';
import { AXIS, ChartFigure, GRID, SERIES } from './chart-figure.tsx';
import { ms, periodLabel } from './ai-analytics-format.ts';
import type { AiPerformanceFigures } from './ai-analytics-types.ts';

const msTick = (value: number) => `${value} ms`;

export function PerformanceTab({
  performance,
  locale,
  defaultTable,
}: {
  performance: AiPerformanceFigures;
  locale: string;
  defaultTable?: boolean;
}) {
  const hours = performance.performance.map((row) => ({
    ...row,
    label: periodLabel(row.hour, 'hourly', locale),
  }));
  type Hour = (typeof hours)[number];
  type Model = AiPerformanceFigures['modelStats'][number];
  const queue = performance.queueStats;
  return (
    <>
      <ChartFigure<Hour>
        title="Response time by hour"
        rows={hours}
        emptyText={AI_ANALYTICS_MESSAGES.noResponseTimes}
        defaultTable={defaultTable}
        columns={[
          { label: 'Hour (UTC)', value: (row) => row.label },
          { label: 'Average', value: (row) => ms(row.avg_response_time) },
          { label: '95th percentile', value: (row) => ms(row.p95_response_time) },
          { label: '99th percentile', value: (row) => ms(row.p99_response_time) },
        ]}
      >
        <LineChart data={hours} responsive className={styles.chart} title="Response time by hour">
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} minTickGap={32} />
          <YAxis {...AXIS} width={72} tickFormatter={msTick} />
          <Tooltip formatter={(value) => ms(Number(value))} />
          <Legend />
          <Line
            dataKey="avg_response_time"
            name="Average"
            stroke={SERIES.total}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="p95_response_time"
            name="95th percentile"
            stroke={SERIES.p95}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="p99_response_time"
            name="99th percentile"
            stroke={SERIES.p99}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure<Model>
        title="Processing time by model"
        rows={performance.modelStats}
        emptyText={AI_ANALYTICS_MESSAGES.noModels}
        defaultTable={defaultTable}
        columns={[
          { label: 'Model', value: (row) => row.model_version },
          { label: 'Average processing time', value: (row) => ms(row.avg_processing_time) },
          { label: 'Calls', value: (row) => (row.request_count ?? 0).toLocaleString(locale) },
        ]}
      >
        <BarChart
          data={performance.modelStats}
          responsive
          className={styles.chart}
          title="Processing time by model"
        >
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="model_version" {...AXIS} />
          <YAxis {...AXIS} width={72} tickFormatter={msTick} />
          <Tooltip formatter={(value) => ms(Number(value))} />
          <Bar
            dataKey="avg_processing_time"
            name="Average processing time"
            fill={SERIES.cost}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <QueueCard label="Pending" value={queue.pending_jobs} locale={locale} />
        <QueueCard label="Processing" value={queue.processing_jobs} locale={locale} />
        <QueueCard label="Completed" value={queue.completed_jobs} locale={locale} />
        <QueueCard label="Failed" value={queue.failed_jobs} locale={locale} />
      </Grid>
    </>
  );
}

function QueueCard({ label, value, locale }: { label: string; value: number; locale: string }) {
  return (
    <Card role="group" aria-label={`${label} jobs`}>
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Text as="p" size="6" weight="bold">
        {value.toLocaleString(locale)}
      </Text>
    </Card>
  );
}
