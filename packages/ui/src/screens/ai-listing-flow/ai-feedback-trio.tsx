import { Button, Flex, Text } from '@radix-ui/themes';
import { AI_FEEDBACK_RATINGS, type AiFeedbackRating } from '@pedalswap/domain/ai';
import { useId } from 'react';

export interface AiFeedbackTrioProps {
  question: string;
  thanks: string;
  /** The rating given (the buttons then say thanks), else null. */
  given?: AiFeedbackRating | null;
  onRate: (rating: AiFeedbackRating) => void;
}

/** Helpful, OK, Not Helpful (spec 2 §2.3); the app sends the contract's feedback value. */
export function AiFeedbackTrio({ question, thanks, given = null, onRate }: AiFeedbackTrioProps) {
  const questionId = useId();
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text size="2" color="gray" id={questionId}>
        {question}
      </Text>
      {!given && (
        <Flex gap="2" role="group" aria-labelledby={questionId}>
          {AI_FEEDBACK_RATINGS.map(({ rating, label }) => (
            <Button
              key={rating}
              type="button"
              size="1"
              variant="soft"
              color="gray"
              highContrast
              onClick={() => onRate(rating)}
            >
              {label}
            </Button>
          ))}
        </Flex>
      )}
      {/* Present from the start, so the thanks that replaces the buttons is announced. */}
      <Text size="2" weight="medium" role="status">
        {given ? thanks : null}
      </Text>
    </Flex>
  );
}
AiFeedbackTrio.displayName = 'AiFeedbackTrio';
