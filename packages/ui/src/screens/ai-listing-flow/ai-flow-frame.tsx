import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, CheckIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AI_FLOW_PHASES, AI_UPLOAD_TEXTS, aiFlowPhaseLabel } from '@pedalswap/domain/ai';
import { useEffect, useRef, type ReactNode } from 'react';
import * as css from './ai-listing-flow.css.ts';

const KNOWN = new Set<string>(AI_FLOW_PHASES.map((p) => p.phase));

export interface AiFlowStepperProps {
  /** The phase the flow is in; one it does not know marks no step. */
  phase: string;
  /** The phases to show, in order (domain aiFlowShownPhases: Improve Photos once used). */
  phases: readonly string[];
}

/** The flow's five phases with the current one marked (spec 2 §2.4). */
export function AiFlowStepper({ phase, phases }: AiFlowStepperProps) {
  const current = phases.indexOf(phase);
  return (
    <ol className={css.stepper} aria-label="Listing steps">
      {phases.map((p, i) => {
        const state = i === current ? 'current' : current >= 0 && i < current ? 'done' : 'todo';
        return (
          <li
            key={p}
            className={css.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={css.stepDot} aria-hidden>
              {state === 'done' ? <CheckIcon width="16" height="16" /> : i + 1}
            </span>
            <span className={css.stepLabel}>
              {aiFlowPhaseLabel(p)}
              {state === 'done' && <span className={css.visuallyHidden}> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
AiFlowStepper.displayName = 'AiFlowStepper';

export interface AiFlowFrameProps extends AiFlowStepperProps {
  /** Back is shown: everywhere but the analysis and the end (the machine's canGoBack). */
  canGoBack: boolean;
  /** Back: the previous page on upload, the analysis on review (the machine's BACK). */
  onBack: () => void;
  /** The phase's screen (upload, analysis, improve, review, no results). */
  children?: ReactNode;
}

/**
 * The page of /list-item/bike/ai (spec 2 §2.4): Back, the title, the stepper and the phase's
 * body. A phase it does not know shows 'Unknown phase' instead of the body. Bodies use h2.
 */
export function AiFlowFrame({ phase, phases, canGoBack, onBack, children }: AiFlowFrameProps) {
  const known = KNOWN.has(phase);
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(phase);
  // A new phase replaces the screen the member was on, and with it the button they pressed
  // (Analyze, Re-analyze, Back): focus would fall to the page's body and nothing would say what
  // changed. The new phase's heading takes it instead (and is read out); focus the member put
  // elsewhere stays where it is.
  useEffect(() => {
    if (shown.current === phase) return;
    shown.current = phase;
    const lost = !document.activeElement || document.activeElement === document.body;
    const heading = root.current?.querySelector<HTMLElement>('h2');
    if (!lost || !heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [phase]);
  return (
    <div className={css.page} ref={root}>
      <Flex direction="column" gap="3">
        <div className={css.backRow}>
          {canGoBack && (
            <Button type="button" variant="ghost" color="gray" highContrast onClick={onBack}>
              <ArrowLeftIcon aria-hidden /> Back
            </Button>
          )}
        </div>
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {AI_UPLOAD_TEXTS.title}
          </Heading>
          <Text color="gray">{AI_UPLOAD_TEXTS.intro}</Text>
        </Flex>
      </Flex>
      <AiFlowStepper phase={phase} phases={phases} />
      {known ? (
        children
      ) : (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{aiFlowPhaseLabel(phase)}</Callout.Text>
        </Callout.Root>
      )}
    </div>
  );
}
AiFlowFrame.displayName = 'AiFlowFrame';
