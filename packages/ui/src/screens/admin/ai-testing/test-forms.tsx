// The four test tabs' forms (spec 3 §2.11, §5): each checks its input with the domain's rules
// when run, shows the problems at their fields, and hands the form on only when it may be sent.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import {
  AI_TESTING_LIMITS,
  analyzeProblems,
  batchProblems,
  enhanceProblems,
  promptProblems,
  type TestProblems,
} from '@pedalswap/domain/ai';
import { FormField } from '../../../components/form-field/form-field.tsx';
import type { AnalyzeForm, BatchForm, EnhanceForm, PromptForm } from './testing-types.ts';

interface FormProps<F> {
  uploaded: number;
  running: boolean;
  onRun: (form: F) => void;
  /** Problems to show at once (stories). */
  initialProblems?: TestProblems;
  initial?: Partial<F>;
}

function useTestForm<F>(initial: F, props: FormProps<F>, check: (form: F) => TestProblems) {
  const [form, setForm] = useState<F>({ ...initial, ...props.initial });
  const [problems, setProblems] = useState<TestProblems>(props.initialProblems ?? {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setProblems(found);
    if (Object.keys(found).length === 0) props.onRun(form);
  };
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  return { form, set, problems, submit };
}

function TestFormShell({
  label,
  problems,
  running,
  action,
  onSubmit,
  children,
}: {
  label: string;
  problems: TestProblems;
  running: boolean;
  action: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form aria-label={label} onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="3" mt="3" maxWidth="560px">
        {problems.images && (
          <Text as="p" size="2" color="red" role="alert">
            {problems.images}
          </Text>
        )}
        {children}
        <Flex>
          <Button type="submit" highContrast loading={running}>
            {action}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(c) => onChange(c === true)} />
        {label}
      </Flex>
    </Text>
  );
}

function OptionsField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Options (JSON)" error={error} hint='e.g. {"bikeType": "road"}'>
      {(control) => (
        <TextArea
          {...control}
          value={value}
          rows={3}
          maxLength={10000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function AnalyzeTestForm(props: FormProps<AnalyzeForm>) {
  const { form, set, problems, submit } = useTestForm(
    { priority: '3', options: '', useCache: true },
    props,
    (f) => analyzeProblems({ uploaded: props.uploaded, ...f }),
  );
  return (
    <TestFormShell
      label="Analyze"
      problems={problems}
      running={props.running}
      action="Run Analysis"
      onSubmit={submit}
    >
      <FormField
        id="analyze-priority"
        label="Priority"
        error={problems.priority}
        hint={`${AI_TESTING_LIMITS.priorityMin} (highest) to ${AI_TESTING_LIMITS.priorityMax}`}
      >
        {(control) => (
          <TextField.Root
            {...control}
            inputMode="numeric"
            value={form.priority}
            onChange={(event) => set({ priority: event.target.value })}
          />
        )}
      </FormField>
      <OptionsField
        id="analyze-options"
        value={form.options}
        error={problems.options}
        onChange={(options) => set({ options })}
      />
      <CheckboxField
        label="Use cache"
        checked={form.useCache}
        onChange={(useCache) => set({ useCache })}
      />
    </TestFormShell>
  );
}

export function BatchTestForm(props: FormProps<BatchForm>) {
  const { form, set, problems, submit } = useTestForm(
    { batchSize: '1', options: '', useCache: true },
    props,
    (f) => batchProblems({ uploaded: props.uploaded, ...f }),
  );
  return (
    <TestFormShell
      label="Batch"
      problems={problems}
      running={props.running}
      action="Run Batch"
      onSubmit={submit}
    >
      <FormField
        id="batch-size"
        label="Batch size"
        error={problems.batchSize}
        hint={`${AI_TESTING_LIMITS.batchMin}-${AI_TESTING_LIMITS.batchMax}: one analysis per image, the first N images`}
      >
        {(control) => (
          <TextField.Root
            {...control}
            inputMode="numeric"
            value={form.batchSize}
            onChange={(event) => set({ batchSize: event.target.value })}
          />
        )}
      </FormField>
      <OptionsField
        id="batch-options"
        value={form.options}
        error={problems.options}
        onChange={(options) => set({ options })}
      />
      <CheckboxField
        label="Use cache"
        checked={form.useCache}
        onChange={(useCache) => set({ useCache })}
      />
    </TestFormShell>
  );
}

export function EnhanceTestForm(props: FormProps<EnhanceForm>) {
  const { form, set, problems, submit } = useTestForm(
    {
      bikeId: '',
      enhanceDescription: true,
      updateComponents: false,
      suggestPrice: false,
      useCache: true,
    },
    props,
    enhanceProblems,
  );
  return (
    <TestFormShell
      label="Enhance"
      problems={problems}
      running={props.running}
      action="Enhance Listing"
      onSubmit={submit}
    >
      <FormField id="enhance-bike" label="Bike ID" error={problems.bikeId}>
        {(control) => (
          <TextField.Root
            {...control}
            value={form.bikeId}
            maxLength={36}
            onChange={(event) => set({ bikeId: event.target.value })}
          />
        )}
      </FormField>
      <CheckboxField
        label="Enhance description"
        checked={form.enhanceDescription}
        onChange={(enhanceDescription) => set({ enhanceDescription })}
      />
      <CheckboxField
        label="Update components"
        checked={form.updateComponents}
        onChange={(updateComponents) => set({ updateComponents })}
      />
      <CheckboxField
        label="Suggest price"
        checked={form.suggestPrice}
        onChange={(suggestPrice) => set({ suggestPrice })}
      />
      <CheckboxField
        label="Use cache"
        checked={form.useCache}
        onChange={(useCache) => set({ useCache })}
      />
    </TestFormShell>
  );
}

export function PromptTestForm(props: FormProps<PromptForm> & { models: readonly string[] }) {
  const { form, set, problems, submit } = useTestForm(
    { prompt: '', model: props.models[0] ?? '' },
    props,
    (f) => promptProblems({ uploaded: props.uploaded, prompt: f.prompt }),
  );
  return (
    <TestFormShell
      label="Prompt"
      problems={problems}
      running={props.running}
      action="Test Prompt"
      onSubmit={submit}
    >
      <FormField
        id="prompt-text"
        label="Prompt"
        error={problems.prompt}
        hint={`Sent with the first ${AI_TESTING_LIMITS.promptImages} images`}
      >
        {(control) => (
          <TextArea
            {...control}
            value={form.prompt}
            rows={5}
            maxLength={10000}
            onChange={(event) => set({ prompt: event.target.value })}
          />
        )}
      </FormField>
      <Flex align="center" gap="2">
        <Text size="2" id="prompt-model">
          Model
        </Text>
        <Select.Root value={form.model} onValueChange={(model) => set({ model })}>
          <Select.Trigger aria-labelledby="prompt-model" />
          <Select.Content position="popper">
            {props.models.map((m) => (
              <Select.Item key={m} value={m}>
                {m}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
    </TestFormShell>
  );
}
