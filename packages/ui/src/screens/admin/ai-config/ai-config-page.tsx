import { useId, useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Switch,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  AI_CONFIG_MESSAGES,
  AI_DEFAULT_FORM,
  BUDGET_HEALTH_COLORS,
  BUDGET_HEALTH_LABELS,
  aiConfigChanges,
  aiConfigToForm,
  budgetUsagePercent,
  isAiConfigDirty,
  readAiConfigForm,
  type AiConfigErrors,
  type AiConfigForm,
  type AiConfigTextField,
  type AiConfigValues,
  type BudgetHealth,
} from '@pedalswap/domain/ai';
import { AdminHeading, ListStatus, type ListState } from '../admin-parts/admin-parts.tsx';

/** Today's figures beside the configuration (openapi.yaml AiSystemStatus; cents). */
export interface AiSystemStatusFigures {
  health: BudgetHealth;
  dailySpendCents: number;
  dailyBudgetCents: number;
  monthlySpendCents: number;
  monthlyBudgetCents: number;
  activeUsers: number;
  totalRequests: number;
}

export interface AiConfigPageProps {
  state: ListState;
  /** The stored configuration. */
  config?: AiConfigValues;
  status?: AiSystemStatusFigures;
  /** The save call is under way. */
  saving?: boolean;
  /** Called with the changed fields only. */
  onSave: (changes: Partial<AiConfigValues>) => void;
  /** The form as left (stories of unsaved changes and of maintenance on). */
  initialForm?: AiConfigForm;
  locale?: string;
}

const usd = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      <Flex direction="column" gap="3">
        {children}
      </Flex>
    </Card>
  );
}

function NumberField({
  label,
  hint,
  value,
  error,
  prefix,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  prefix?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      >
        {prefix && <TextField.Slot>{prefix}</TextField.Slot>}
      </TextField.Root>
      {error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      ) : (
        hint && (
          <Text id={`${id}-hint`} size="1" color="gray">
            {hint}
          </Text>
        )
      )}
    </Flex>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Flex justify="between" align="center" gap="4">
      <Flex direction="column">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      </Flex>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </Flex>
  );
}

function SystemStatus({ status, locale }: { status?: AiSystemStatusFigures; locale: string }) {
  return (
    <Card>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="4">
          System Status
        </Heading>
        {status && (
          <Badge size="2" color={BUDGET_HEALTH_COLORS[status.health]}>
            {BUDGET_HEALTH_LABELS[status.health]}
          </Badge>
        )}
      </Flex>
      {!status ? (
        <Text as="p" size="2" color="gray" role="status">
          {AI_CONFIG_MESSAGES.loadingStatus}
        </Text>
      ) : (
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <Figure
            label="Today's spend"
            value={`${usd(status.dailySpendCents, locale)} / ${usd(status.dailyBudgetCents, locale)}`}
          />
          <Figure label="Active users today" value={status.activeUsers.toLocaleString(locale)} />
          <Figure label="Requests today" value={status.totalRequests.toLocaleString(locale)} />
        </Grid>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex direction="column" role="group" aria-label={label}>
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="4" weight="bold">
        {value}
      </Text>
    </Flex>
  );
}

/**
 * /admin/ai/config (owner, spec 3 §2.9): System Status, budgets typed in dollars (stored in
 * cents), member limits, the rate limit and the two switches; Save sends only what changed,
 * and only when something did.
 */
export function AiConfigPage({
  state,
  config,
  status,
  saving = false,
  onSave,
  initialForm,
  locale = 'en-US',
}: AiConfigPageProps) {
  return (
    <div>
      <AdminHeading title="System Configuration">
        Budgets, limits and switches of the AI photo analysis.
      </AdminHeading>
      <Flex direction="column" gap="4">
        <SystemStatus status={state === 'ready' ? status : undefined} locale={locale} />
        <ListStatus
          state={state}
          errorText={AI_CONFIG_MESSAGES.loadFailed}
          empty={false}
          emptyText=""
        />
        {state === 'ready' && config && (
          <ConfigForm
            config={config}
            status={status}
            saving={saving}
            onSave={onSave}
            initialForm={initialForm}
            locale={locale}
          />
        )}
      </Flex>
    </div>
  );
}
AiConfigPage.displayName = 'AiConfigPage';

function ConfigForm({
  config,
  status,
  saving,
  onSave,
  initialForm,
  locale,
}: {
  config: AiConfigValues;
  status?: AiSystemStatusFigures;
  saving: boolean;
  onSave: (changes: Partial<AiConfigValues>) => void;
  initialForm?: AiConfigForm;
  locale: string;
}) {
  const [form, setForm] = useState<AiConfigForm>(initialForm ?? aiConfigToForm(config));
  const [errors, setErrors] = useState<AiConfigErrors>({});
  const dirty = isAiConfigDirty(config, form);
  const set = <K extends keyof AiConfigForm>(key: K, value: AiConfigForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: AiConfigTextField) => ({
    value: form[key],
    error: errors[key],
    onChange: (value: string) => set(key, value),
  });
  const save = () => {
    const read = readAiConfigForm(form);
    if (!read.ok) return setErrors(read.errors);
    const changes = aiConfigChanges(config, form);
    if (changes && Object.keys(changes).length > 0) onSave(changes);
  };
  const monthlyPercent = status
    ? budgetUsagePercent(status.monthlySpendCents, config.monthlyBudgetCents)
    : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Flex direction="column" gap="4">
        {form.maintenanceMode && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{AI_CONFIG_MESSAGES.maintenanceOn}</Callout.Text>
          </Callout.Root>
        )}
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Section title="Budget Limits">
            <NumberField label="Daily budget (USD)" prefix="$" {...text('dailyBudget')} />
            <NumberField
              label="Monthly budget (USD)"
              prefix="$"
              hint={
                status && monthlyPercent !== undefined
                  ? `This month: ${usd(status.monthlySpendCents, locale)} spent, ${monthlyPercent.toFixed(1)}% of the budget`
                  : undefined
              }
              {...text('monthlyBudget')}
            />
          </Section>
          <Section title="User Limits">
            <NumberField label="Analyses per member a day" {...text('userDailyLimit')} />
            <NumberField label="Analyses per member a month" {...text('userMonthlyLimit')} />
          </Section>
          <Section title="Rate Limiting">
            <NumberField
              label="Requests per minute"
              hint="Across the whole service"
              {...text('rateLimitRpm')}
            />
          </Section>
          <Section title="System Controls">
            <SwitchRow
              label="Enable New Features"
              hint="Offer AI features that are still being tried out"
              checked={form.enableNewFeatures}
              onChange={(on) => set('enableNewFeatures', on)}
            />
            <SwitchRow
              label="Maintenance Mode"
              hint="Turn every AI feature off for everyone"
              checked={form.maintenanceMode}
              onChange={(on) => set('maintenanceMode', on)}
            />
          </Section>
        </Grid>
        <Flex gap="3" align="center" justify="end" wrap="wrap">
          {dirty && (
            <Badge color="amber" highContrast size="2">
              {AI_CONFIG_MESSAGES.unsaved}
            </Badge>
          )}
          <Button
            type="button"
            variant="soft"
            color="gray"
            highContrast
            disabled={saving}
            onClick={() => {
              setForm(AI_DEFAULT_FORM);
              setErrors({});
            }}
          >
            Reset to Defaults
          </Button>
          <Button type="submit" disabled={!dirty || saving}>
            {saving ? AI_CONFIG_MESSAGES.saving : 'Save Changes'}
          </Button>
        </Flex>
        <Summary config={config} locale={locale} />
      </Flex>
    </form>
  );
}

/** spec 3 §2.9: the stored configuration, read-only. */
function Summary({ config, locale }: { config: AiConfigValues; locale: string }) {
  const rows: [string, string][] = [
    ['Daily budget', usd(config.dailyBudgetCents, locale)],
    ['Monthly budget', usd(config.monthlyBudgetCents, locale)],
    ['Per member a day', config.userDailyLimit.toLocaleString(locale)],
    ['Per member a month', config.userMonthlyLimit.toLocaleString(locale)],
    ['Rate limit', `${config.rateLimitRpm.toLocaleString(locale)} requests a minute`],
    ['New features', config.enableNewFeatures ? 'Enabled' : 'Disabled'],
    ['Maintenance mode', config.maintenanceMode ? 'On' : 'Off'],
  ];
  return (
    <Section title="Current configuration">
      {/* A table, not Radix's DataList: the error screens use that, and sharing it would move
          it into the chunk every page loads. */}
      <Table.Root size="1">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}
