import { Avatar, Badge, Button, Flex, Text } from '@radix-ui/themes';
import {
  ArrowBottomLeftIcon,
  ArrowTopRightIcon,
  ChatBubbleIcon,
  MixerHorizontalIcon,
} from '@radix-ui/react-icons';
import { transactionStatusKind, transactionTypeKind } from '@pedalswap/domain/accounts';
import { formatCash, formatDateTime, formatSignedTokens, humanize } from '@pedalswap/domain/shared';
import * as css from './profile-page.css.ts';
import type { ProfileTransaction } from './types.ts';

const KIND_LOOKS = {
  earned: { Icon: ArrowBottomLeftIcon, color: 'jade', label: 'Earned' },
  spent: { Icon: ArrowTopRightIcon, color: 'tomato', label: 'Spent' },
  other: { Icon: MixerHorizontalIcon, color: 'gray', label: 'Adjustment' },
} as const;

const STATUS_LOOKS = {
  completed: { color: 'jade', label: 'Completed' },
  pending: { color: 'amber', label: 'Pending' },
  failed: { color: 'red', label: 'Failed' },
} as const;

/** What a transaction is about: the item, else its description, else its kind. */
export function transactionTitle(t: ProfileTransaction): string {
  return (
    t.itemName ??
    t.bikeName ??
    t.description ??
    KIND_LOOKS[transactionTypeKind(t.transactionType)].label
  );
}

export interface TransactionRowProps {
  transaction: ProfileTransaction;
  /** Shown on trades (an offerId): opens the read-only chat of that offer. */
  onSeeChatHistory?: (transaction: ProfileTransaction) => void;
  locale?: string;
  timeZone?: string;
}

/** One line of the trading history: kind, item, date, signed amount and status. */
export function TransactionRow({
  transaction: t,
  onSeeChatHistory,
  locale = 'en-US',
  // Without a zone, the member's own (the browser's): stories pin one so screenshots agree.
  timeZone,
}: TransactionRowProps) {
  const kind = KIND_LOOKS[transactionTypeKind(t.transactionType)];
  const status = STATUS_LOOKS[transactionStatusKind(t.status)];
  const title = transactionTitle(t);
  const details = [
    t.itemType ? humanize(t.itemType) : null,
    title !== t.description ? t.description : null,
    t.adminName ? `by ${t.adminName}` : null,
  ].filter(Boolean);
  return (
    <li className={css.txRow}>
      <Avatar
        size="3"
        radius="full"
        variant="soft"
        color={kind.color}
        fallback={<kind.Icon aria-hidden />}
        aria-label={kind.label}
        role="img"
      />
      <div className={css.txBody}>
        <Text as="div" weight="medium" truncate>
          {title}
        </Text>
        <Text as="div" size="1" color="gray">
          {[...details, formatDateTime(t.createdAt, { locale, timeZone })].join(' · ')}
        </Text>
        {t.offerId && onSeeChatHistory && (
          <Button
            size="1"
            variant="ghost"
            highContrast
            mt="2"
            ml="0"
            onClick={() => onSeeChatHistory(t)}
            aria-label={`See Chat History: ${title}`}
          >
            <ChatBubbleIcon aria-hidden /> See Chat History
          </Button>
        )}
      </div>
      <div className={css.txEnd}>
        <Flex direction="column" align="end">
          <Text weight="bold" className={t.tokenAmount < 0 ? css.amountSpent : css.amountEarned}>
            {formatSignedTokens(t.tokenAmount, locale)}
          </Text>
          {t.cashAmount ? (
            <Text size="1" color="gray">
              + {formatCash(t.cashAmount, locale)} cash
            </Text>
          ) : null}
        </Flex>
        <Badge color={status.color} variant="soft" highContrast>
          {status.label}
        </Badge>
      </div>
    </li>
  );
}
TransactionRow.displayName = 'TransactionRow';
