import { Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { CheckIcon, ClockIcon, InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import {
  AI_ANALYSIS_TEXTS,
  AI_FLOW_MESSAGES,
  aiSecondsRemainingText,
  type AiFeedbackRating,
} from '@pedalswap/domain/ai';
import { AiFeedbackTrio } from './ai-feedback-trio.tsx';
import * as css from './ai-listing-flow.css.ts';

/** What the progress machine's aiAnalysisProgressView gives: pass it spread. */
export interface AiAnalysisProgressProps {
  /** 0-100, shown on the bar and as text. */
  percent: number;
  /** The step under way (aiProgressStepLabel, or the queue while waiting). */
  step: string;
  /** Whole seconds the schedule still needs (aiSecondsRemaining). */
  secondsRemaining: number;
  /** The five items ticked at 10/30/50/70/85 % (aiProgressChecklist). */
  checklist: readonly { label: string; done: boolean }[];
  /** 'Taking longer than expected?' is shown (after 15 s). */
  takingLonger: boolean;
}

/** The progress, the flow's analysisNotices and the feedback of the slow-analysis box. */
export interface AiAnalysisStepProps extends AiAnalysisProgressProps {
  /** §8.3's messages so far: '{message} - trying alternative model...' (context.analysisNotices). */
  notices?: readonly string[];
  /** The slow-analysis box's feedback given, else null. */
  waitFeedback?: AiFeedbackRating | null;
  /** The box's Helpful / OK / Not Helpful; absent: the box only tells. */
  onWaitFeedback?: (rating: AiFeedbackRating) => void;
}

/** AI Analysis (spec 2 §2.4, §4.4): bar, percent, time left, checklist, the vision model. */
export function AiAnalysisStep({
  percent,
  step,
  secondsRemaining,
  checklist,
  takingLonger,
  notices = [],
  waitFeedback = null,
  onWaitFeedback,
}: AiAnalysisStepProps) {
  const shown = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className={css.single}>
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="4">
          <Flex gap="3" align="start">
            <span className={css.analysisIcon} aria-hidden>
              <MagicWandIcon width="22" height="22" />
            </span>
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4">
                {AI_ANALYSIS_TEXTS.title}
              </Heading>
              <Text size="2" color="gray">
                {AI_ANALYSIS_TEXTS.visionModel}
              </Text>
            </Flex>
          </Flex>

          {notices.length > 0 && (
            <Callout.Root color="amber" role="status" size="1">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <div className={css.notices}>
                {notices.map((n, i) => (
                  <Callout.Text key={i}>{n}</Callout.Text>
                ))}
              </div>
            </Callout.Root>
          )}

          <Flex direction="column" gap="2">
            <Flex justify="between" gap="3" align="baseline">
              <Text size="2" weight="medium">
                {step}
              </Text>
              <Text size="5" weight="bold">
                {shown}%
              </Text>
            </Flex>
            <Progress value={shown} size="3" aria-label={AI_ANALYSIS_TEXTS.progressLabel} />
            <Text size="2" color="gray">
              <ClockIcon aria-hidden /> {aiSecondsRemainingText(secondsRemaining)}
            </Text>
          </Flex>

          <ul className={css.checklist} aria-label={AI_ANALYSIS_TEXTS.checklistLabel}>
            {checklist.map((item) => (
              <li key={item.label} className={css.checkItem} data-done={item.done || undefined}>
                <span className={css.checkMark} aria-hidden>
                  {item.done && <CheckIcon />}
                </span>
                <Text size="2">
                  {item.label}
                  <span className={css.visuallyHidden}>{item.done ? ' (done)' : ' (pending)'}</span>
                </Text>
              </li>
            ))}
          </ul>
        </Flex>
      </Card>

      {takingLonger && (
        <Callout.Root color="blue" variant="surface" role="status">
          <Callout.Icon>
            <ClockIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2">
            <Text weight="bold">{AI_FLOW_MESSAGES.takingLonger}</Text>
            <Callout.Text>{AI_ANALYSIS_TEXTS.takingLongerHint}</Callout.Text>
            {onWaitFeedback && (
              <AiFeedbackTrio
                question={AI_ANALYSIS_TEXTS.waitQuestion}
                thanks={AI_ANALYSIS_TEXTS.feedbackThanks}
                given={waitFeedback}
                onRate={onWaitFeedback}
              />
            )}
          </Flex>
        </Callout.Root>
      )}
    </div>
  );
}
AiAnalysisStep.displayName = 'AiAnalysisStep';
