import { Badge, VisuallyHidden } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import { aiConfidenceDisplay, type AiConfidenceColor } from '@pedalswap/domain/ai';

type BadgeColor = 'jade' | 'amber' | 'orange' | 'gray';

/** spec 2 §5.3's green, yellow and orange in the scales the kit imports (radix.css). */
const RADIX_COLOR: Record<AiConfidenceColor, BadgeColor> = {
  green: 'jade',
  yellow: 'amber',
  orange: 'orange',
};

/** A confidence as §5.3 shows it: '85%' in its colour, or a grey UNKNOWN below 0.5. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { label, color } = aiConfidenceDisplay(confidence);
  return (
    <Badge size="1" variant="soft" color={color ? RADIX_COLOR[color] : 'gray'}>
      <VisuallyHidden>AI confidence </VisuallyHidden>
      {label}
    </Badge>
  );
}
ConfidenceBadge.displayName = 'ConfidenceBadge';

/** The mark of a field the member changed from the AI's value (§3.6 user-modified flag). */
export function EditedBadge() {
  return (
    <Badge size="1" variant="outline" color="gray">
      <Pencil1Icon aria-hidden /> Edited by you
    </Badge>
  );
}
EditedBadge.displayName = 'EditedBadge';
