import { Button, Callout, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AI_FLOW_MESSAGES } from '@pedalswap/domain/ai';
import * as css from './ai-listing-flow.css.ts';

export interface AiNoResultsProps {
  /** Back to Analysis (the machine's BACK from review). */
  onBackToAnalysis: () => void;
}

/** Review without an analysis result (spec 2 §2.4): 'Error / No analysis results available'. */
export function AiNoResults({ onBackToAnalysis }: AiNoResultsProps) {
  return (
    <div className={css.single}>
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          <strong>{AI_FLOW_MESSAGES.noResultsTitle}</strong>
          <br />
          {AI_FLOW_MESSAGES.noResults}
        </Callout.Text>
      </Callout.Root>
      <Flex>
        <Button type="button" onClick={onBackToAnalysis}>
          <ArrowLeftIcon aria-hidden /> {AI_FLOW_MESSAGES.backToAnalysis}
        </Button>
      </Flex>
    </div>
  );
}
AiNoResults.displayName = 'AiNoResults';
