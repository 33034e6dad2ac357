import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Select,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useState, type ReactNode } from 'react';
import {
  EVENT_DIFFICULTY_LEVELS,
  EVENT_MESSAGES,
  EVENT_PACES,
  EVENT_SKILL_LEVELS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  SERIES_LIMITS,
  SERIES_SCOPES,
  attributeGroupOf,
  isRideType,
  type EventStatus,
  type EventType,
  type SeriesScope,
} from '@pedalswap/domain/events';
import { humanize } from '@pedalswap/domain/shared';
import { FormField } from '../../components/form-field/form-field.tsx';
import {
  AutosaveIndicator,
  type AutosaveIndicatorState,
} from '../listing-editor/autosave-indicator.tsx';

/** The form as typed: every value a string (or a flag), turned into a request by the app. */
export interface EventEditorForm {
  eventType: EventType | '';
  name: string;
  description: string;
  location: string;
  venueName: string;
  startDatetime: string;
  endDatetime: string;
  maxParticipants: string;
  registrationDeadline: string;
  sponsor: string;
  externalUrl: string;
  /** Type-specific details by attribute name (spec 3 §3), as typed. */
  attributes: Record<string, string | boolean>;
  /** Create only, rides only: a weekly series of `repeatWeeks` dates (issue 16 item 6). */
  repeatWeekly?: boolean;
  repeatWeeks?: string;
}

export const EMPTY_EVENT_FORM: EventEditorForm = {
  eventType: '',
  name: '',
  description: '',
  location: '',
  venueName: '',
  startDatetime: '',
  endDatetime: '',
  maxParticipants: '',
  registrationDeadline: '',
  sponsor: '',
  externalUrl: '',
  attributes: {},
};

export interface EventEditorProps {
  /** create: a new event; edit: a stored one with its status. */
  mode: 'create' | 'edit';
  status?: EventStatus;
  /** Why staff rejected it (back to draft): shown to the organizer until they submit again. */
  rejectionReason?: string | null;
  form: EventEditorForm;
  onChange: (patch: Partial<EventEditorForm>) => void;
  /** Messages by field path ('name', 'attributes.distance'), the domain's words. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** The joined messages or 'Validation failed', or a load/save failure, at the top. */
  banner?: string | null;
  /** Owners and managers publish directly instead of submitting for review. */
  canPublish?: boolean;
  autosave?: AutosaveIndicatorState;
  busy?: boolean;
  /**
   * Save, submit and cancel. On a date of a weekly series (`inSeries`, edit mode) the screen
   * first asks "This date only / This and following dates" and passes the answer.
   */
  onSave?: (scope?: SeriesScope) => void;
  onSubmit?: (scope?: SeriesScope) => void;
  onCancelEvent?: (scope?: SeriesScope) => void;
  /** Edit mode: the event is a date of a weekly series. */
  inSeries?: boolean;
  /** Open the scope dialog for an action (stories). */
  defaultScopeAction?: ScopedAction | null;
  onDelete?: () => void;
  /** The photo uploader, provided by the app. */
  photos?: ReactNode;
}

const STATUS_COLORS = {
  draft: 'gray',
  pending_review: 'amber',
  published: 'jade',
  cancelled: 'red',
  completed: 'blue',
} as const;

const ANY = 'none';

type ScopedAction = 'save' | 'submit' | 'cancel';
const SCOPE_TITLES: Record<ScopedAction, string> = {
  save: EVENT_MESSAGES.scopeSaveTitle,
  submit: EVENT_MESSAGES.scopeSaveTitle,
  cancel: EVENT_MESSAGES.scopeCancelTitle,
};

type InputType = 'text' | 'number' | 'url' | 'datetime-local';

/** Create and edit an event (spec 3 §2.14, §4, §5). */
export function EventEditor({
  mode,
  status = 'draft',
  rejectionReason,
  form,
  onChange,
  fieldErrors = {},
  banner,
  canPublish = false,
  autosave,
  busy = false,
  onSave,
  onSubmit,
  onCancelEvent,
  onDelete,
  photos,
  inSeries = false,
  defaultScopeAction = null,
}: EventEditorProps) {
  const [deleting, setDeleting] = useState(false);
  const [scopeAction, setScopeAction] = useState<ScopedAction | null>(defaultScopeAction);
  const editing = mode === 'edit';
  const askScope = editing && inSeries;
  const handlers = { save: onSave, submit: onSubmit, cancel: onCancelEvent };
  /** A date of a series asks for the scope first; any other event acts at once. */
  const run = (action: ScopedAction) => {
    if (!askScope) return handlers[action]?.();
    setScopeAction(action);
  };
  const canRepeat = !editing && form.eventType !== '' && isRideType(form.eventType);
  const group = form.eventType ? attributeGroupOf(form.eventType) : null;
  const submitLabel = canPublish ? 'Publish Event' : 'Submit for Review';
  const attr = (key: string) => form.attributes[key];
  const setAttr = (key: string, value: string | boolean) =>
    onChange({ attributes: { ...form.attributes, [key]: value } });

  const text = (
    key: Exclude<
      keyof EventEditorForm,
      'attributes' | 'eventType' | 'repeatWeekly' | 'repeatWeeks'
    >,
    label: string,
    type: InputType = 'text',
  ) => (
    <FormField id={`event-${key}`} label={label} error={fieldErrors[key]}>
      {(control) => (
        <TextField.Root
          {...control}
          type={type}
          value={form[key]}
          onChange={(e) => onChange({ [key]: e.target.value })}
        />
      )}
    </FormField>
  );
  const attrText = (key: string, label: string, type: InputType = 'text') => (
    <FormField id={`event-attr-${key}`} label={label} error={fieldErrors[`attributes.${key}`]}>
      {(control) => (
        <TextField.Root
          {...control}
          type={type}
          value={String(attr(key) ?? '')}
          onChange={(e) => setAttr(key, e.target.value)}
        />
      )}
    </FormField>
  );
  const attrSelect = (key: string, label: string, values: readonly string[]) => (
    <FormField id={`event-attr-${key}`} label={label} error={fieldErrors[`attributes.${key}`]}>
      {(control) => (
        <Select.Root
          value={String(attr(key) || ANY)}
          onValueChange={(v) => setAttr(key, v === ANY ? '' : v)}
        >
          <Select.Trigger {...control} />
          <Select.Content position="popper">
            <Select.Item value={ANY}>Not set</Select.Item>
            {values.map((v) => (
              <Select.Item key={v} value={v}>
                {humanize(v)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  );
  const attrFlag = (key: string, label: string) => (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={attr(key) === true} onCheckedChange={(c) => setAttr(key, c === true)} />
        {label}
      </Flex>
    </Text>
  );

  return (
    <Flex direction="column" gap="4" p={{ initial: '3', sm: '5' }} maxWidth="900px" mx="auto">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {editing ? 'Edit Event' : 'Create Event'}
        </Heading>
        {editing && (
          <Flex gap="3" align="center">
            <Badge color={STATUS_COLORS[status]} variant="soft" highContrast size="2">
              {humanize(status)}
            </Badge>
            {inSeries && (
              <Badge color="indigo" variant="soft" highContrast size="2">
                {EVENT_MESSAGES.partOfSeries}
              </Badge>
            )}
            {autosave && <AutosaveIndicator state={autosave} />}
          </Flex>
        )}
      </Flex>
      {banner && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{banner}</Callout.Text>
        </Callout.Root>
      )}
      {editing && status === 'draft' && rejectionReason && (
        <Callout.Root color="amber" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{EVENT_MESSAGES.rejectedNotice(rejectionReason)}</Callout.Text>
        </Callout.Root>
      )}
      {editing && status === 'pending_review' && (
        <Callout.Root color="amber" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            This event is {EVENT_MESSAGES.awaitingApproval}: you can still save changes.
          </Callout.Text>
        </Callout.Root>
      )}
      {photos}
      <Card size="3">
        <Flex direction="column" gap="3">
          <FormField id="event-type" label="Event Type" error={fieldErrors.eventType}>
            {(control) => (
              <Select.Root
                value={form.eventType || undefined}
                onValueChange={(v) => onChange({ eventType: v as EventType, attributes: {} })}
                disabled={editing}
              >
                <Select.Trigger {...control} placeholder="Choose a type" />
                <Select.Content position="popper">
                  {EVENT_TYPES.map((t) => (
                    <Select.Item key={t} value={t}>
                      {EVENT_TYPE_LABELS[t]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          {text('name', 'Event Name')}
          <FormField id="event-description" label="Description" error={fieldErrors.description}>
            {(control) => (
              <TextArea
                {...control}
                rows={5}
                value={form.description}
                onChange={(e) => onChange({ description: e.target.value })}
              />
            )}
          </FormField>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            {text('location', 'Location')}
            {text('venueName', 'Venue Name')}
            {text('startDatetime', 'Start', 'datetime-local')}
            {text('endDatetime', 'End', 'datetime-local')}
            {text('maxParticipants', 'Max Participants', 'number')}
            {text('registrationDeadline', 'Registration Deadline', 'datetime-local')}
            {text('sponsor', 'Sponsor')}
            {text('externalUrl', 'External URL', 'url')}
          </Grid>
        </Flex>
      </Card>
      {canRepeat && (
        <Card size="3" asChild>
          <section aria-label={EVENT_MESSAGES.repeatWeekly}>
            <Flex direction="column" gap="3">
              <Text as="label" size="2" weight="medium">
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={form.repeatWeekly === true}
                    onCheckedChange={(c) =>
                      onChange({ repeatWeekly: c === true, repeatWeeks: form.repeatWeeks || '4' })
                    }
                  />
                  {EVENT_MESSAGES.repeatWeekly}
                </Flex>
              </Text>
              {form.repeatWeekly && (
                <Box maxWidth="240px">
                  <FormField
                    id="event-repeat-weeks"
                    label={EVENT_MESSAGES.repeatWeeks}
                    error={fieldErrors['repeatWeekly.count'] ?? fieldErrors.repeatWeekly}
                    hint={EVENT_MESSAGES.repeatHint(SERIES_LIMITS.maxCount)}
                  >
                    {(control) => (
                      <TextField.Root
                        {...control}
                        type="number"
                        min={SERIES_LIMITS.minCount}
                        max={SERIES_LIMITS.maxCount}
                        value={form.repeatWeeks ?? ''}
                        onChange={(e) => onChange({ repeatWeeks: e.target.value })}
                      />
                    )}
                  </FormField>
                </Box>
              )}
            </Flex>
          </section>
        </Card>
      )}
      {group === 'ride' && (
        <Card size="3" asChild>
          <section aria-label="Ride Details">
            <Heading as="h2" size="4" mb="3">
              Ride Details
            </Heading>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {attrSelect('difficultyLevel', 'Difficulty', EVENT_DIFFICULTY_LEVELS)}
              {attrSelect('pace', 'Pace', EVENT_PACES)}
              {attrText('distance', 'Distance (miles)', 'number')}
              {attrText('elevationGain', 'Elevation Gain (feet)', 'number')}
              {attrText('terrainType', 'Terrain')}
              {attrText('routeUrl', 'Route Link', 'url')}
              {attrFlag('supportVehicle', 'Support vehicle')}
            </Grid>
          </section>
        </Card>
      )}
      {group === 'workshop' && (
        <Card size="3" asChild>
          <section aria-label="Workshop Details">
            <Heading as="h2" size="4" mb="3">
              Workshop Details
            </Heading>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {attrSelect('skillLevel', 'Skill Level', EVENT_SKILL_LEVELS)}
              {attrText('durationHours', 'Duration (hours)', 'number')}
              {attrText('instructor', 'Instructor')}
              {attrText('topics', 'Topics (comma-separated)')}
              {attrText('cost', 'Cost (USD)', 'number')}
            </Grid>
          </section>
        </Card>
      )}
      {group === 'social' && (
        <Card size="3" asChild>
          <section aria-label="Social Details">
            <Heading as="h2" size="4" mb="3">
              Social Details
            </Heading>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {attrText('dressCode', 'Dress Code')}
              {attrText('ageRestriction', 'Minimum Age', 'number')}
              {attrFlag('foodProvided', 'Food provided')}
              {attrFlag('beveragesProvided', 'Beverages provided')}
            </Grid>
          </section>
        </Card>
      )}
      <Flex gap="3" wrap="wrap" justify="end">
        {editing && (
          <Button
            variant="soft"
            color="red"
            highContrast
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            Delete Event
          </Button>
        )}
        {editing && status === 'published' && (
          <Button
            variant="soft"
            color="red"
            highContrast
            disabled={busy}
            onClick={() => run('cancel')}
          >
            Cancel Event
          </Button>
        )}
        {status !== 'cancelled' && (
          <Button variant="soft" highContrast disabled={busy} onClick={() => run('save')}>
            {editing ? 'Save Changes' : 'Save Draft'}
          </Button>
        )}
        {(!editing || status === 'draft' || status === 'completed') && (
          <Button highContrast disabled={busy} onClick={() => run('submit')}>
            {submitLabel}
          </Button>
        )}
      </Flex>
      <AlertDialog.Root
        open={scopeAction !== null}
        onOpenChange={(open) => !open && setScopeAction(null)}
      >
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>{scopeAction && SCOPE_TITLES[scopeAction]}</AlertDialog.Title>
          <AlertDialog.Description size="2">{EVENT_MESSAGES.scopeQuestion}</AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" highContrast>
                Back
              </Button>
            </AlertDialog.Cancel>
            {SERIES_SCOPES.map((option) => (
              <AlertDialog.Action key={option}>
                <Button
                  variant={option === 'this' ? 'soft' : 'solid'}
                  color={scopeAction === 'cancel' ? 'red' : undefined}
                  highContrast
                  onClick={() => scopeAction && handlers[scopeAction]?.(option)}
                >
                  {option === 'this' ? EVENT_MESSAGES.scopeThis : EVENT_MESSAGES.scopeSeries}
                </Button>
              </AlertDialog.Action>
            ))}
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
      <AlertDialog.Root open={deleting} onOpenChange={setDeleting}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>Delete Event?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {`"${form.name}" will be removed for good. This cannot be undone.`}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" highContrast>
                Keep Event
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" highContrast onClick={onDelete}>
                Delete Event
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}
EventEditor.displayName = 'EventEditor';
