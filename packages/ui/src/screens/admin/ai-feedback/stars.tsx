import { Text } from '@radix-ui/themes';

/** A 1-5 rating as five stars, read out as "4 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <Text
      role="img"
      aria-label={`${rating.toFixed(1).replace(/\.0$/, '')} of 5 stars`}
      color="amber"
      highContrast
    >
      {'★'.repeat(whole)}
      <Text color="gray">{'☆'.repeat(5 - whole)}</Text>
    </Text>
  );
}
