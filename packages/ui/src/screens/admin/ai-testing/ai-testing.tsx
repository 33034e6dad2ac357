import { Button, Card, Flex, Grid, Heading, Tabs, Text } from '@radix-ui/themes';
import type { TestProblems } from '@pedalswap/domain/ai';
import { AdminHeading } from '../admin-parts/admin-parts.tsx';
import { ResultsList } from './results-list.tsx';
import { AnalyzeTestForm, BatchTestForm, EnhanceTestForm, PromptTestForm } from './test-forms.tsx';
import type {
  AnalyzeForm,
  BatchForm,
  EnhanceForm,
  PromptForm,
  TestKind,
  TestResult,
  TestUpload,
} from './testing-types.ts';
import { UploadPanel } from './upload-panel.tsx';

export type TestTab = 'analyze' | 'batch' | 'enhance' | 'prompt';

export interface AiTestingProps {
  uploads: readonly TestUpload[];
  onAddFiles: (files: File[]) => void;
  onClearUploads: () => void;
  /** An upload that failed as a whole ('Upload failed' with the reason). */
  uploadProblem?: string;
  /** The models a prompt test may name (the configured ones). */
  models: readonly string[];
  /** The test running now, if any. */
  running?: TestKind;
  onAnalyze: (form: AnalyzeForm) => void;
  onBatch: (form: BatchForm) => void;
  onEnhance: (form: EnhanceForm) => void;
  onPrompt: (form: PromptForm) => void;
  onCacheStats: () => void;
  onUsageStats: () => void;
  results: readonly TestResult[];
  onClearResults: () => void;
  defaultTab?: TestTab;
  /** Stories: a tab's problems shown at once. */
  initialProblems?: TestProblems;
}

/** The owner's AI testing hub (spec 3 §2.11). */
export function AiTesting(props: AiTestingProps) {
  const uploaded = props.uploads.filter((u) => u.status === 'uploaded').length;
  const uploading = props.uploads.some((u) => u.status === 'uploading');
  const busy = props.running !== undefined;
  const common = { uploaded, initialProblems: props.initialProblems };
  return (
    <div>
      <AdminHeading title="AI Testing Hub">
        Try the AI calls on your own images: each run is recorded and costs what a member&apos;s
        would.
      </AdminHeading>
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Flex direction="column" gap="4">
          <UploadPanel
            uploads={props.uploads}
            busy={uploading || busy}
            onAddFiles={props.onAddFiles}
            onClearUploads={props.onClearUploads}
            problem={props.uploadProblem}
          />
          <Card>
            <Tabs.Root defaultValue={props.defaultTab ?? 'analyze'}>
              <Tabs.List>
                <Tabs.Trigger value="analyze">Analyze</Tabs.Trigger>
                <Tabs.Trigger value="batch">Batch</Tabs.Trigger>
                <Tabs.Trigger value="enhance">Enhance</Tabs.Trigger>
                <Tabs.Trigger value="prompt">Prompt</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="analyze">
                <AnalyzeTestForm
                  {...common}
                  running={props.running === 'analyze'}
                  onRun={props.onAnalyze}
                />
              </Tabs.Content>
              <Tabs.Content value="batch">
                <BatchTestForm
                  {...common}
                  running={props.running === 'batch'}
                  onRun={props.onBatch}
                />
              </Tabs.Content>
              <Tabs.Content value="enhance">
                <EnhanceTestForm
                  {...common}
                  running={props.running === 'enhance'}
                  onRun={props.onEnhance}
                />
              </Tabs.Content>
              <Tabs.Content value="prompt">
                <PromptTestForm
                  {...common}
                  models={props.models}
                  running={props.running === 'prompt'}
                  onRun={props.onPrompt}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Card>
          <Card>
            <Heading as="h2" size="4" mb="2">
              Quick Tests
            </Heading>
            <Text as="p" size="2" color="gray" mb="2">
              Read the analysis cache&apos;s figures and your own usage against the limits.
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button
                variant="soft"
                highContrast
                loading={props.running === 'cacheStats'}
                onClick={props.onCacheStats}
              >
                Cache Stats
              </Button>
              <Button
                variant="soft"
                highContrast
                loading={props.running === 'usageStats'}
                onClick={props.onUsageStats}
              >
                Usage Stats
              </Button>
            </Flex>
          </Card>
        </Flex>
        <ResultsList results={props.results} onClear={props.onClearResults} />
      </Grid>
    </div>
  );
}
AiTesting.displayName = 'AiTesting';
