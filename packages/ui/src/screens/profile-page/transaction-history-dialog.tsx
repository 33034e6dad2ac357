import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, CounterClockwiseClockIcon } from '@radix-ui/react-icons';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { useState } from 'react';
import { ChatHistoryDialog, type ChatHistoryDialogProps } from './chat-history-dialog.tsx';
import { EmptyState, RowsSkeleton, SectionError } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import { TransactionRow, transactionTitle } from './transaction-row.tsx';
import type { ProfileTransaction, SectionStatus } from './types.ts';

export type ChatHistoryOptions = Omit<
  ChatHistoryDialogProps,
  'itemName' | 'defaultOpen' | 'locale' | 'timeZone'
>;

export interface TransactionHistoryDialogProps {
  open?: boolean;
  /** Stories open it on first render. */
  defaultOpen?: boolean;
  /** The app loads the history when it opens. */
  onOpenChange?: (open: boolean) => void;
  status: SectionStatus;
  transactions?: readonly ProfileTransaction[];
  /** Shown when status is error. */
  error?: string | null;
  onRetry?: () => void;
  /** 1-based page of GET /users/{id}/transactions, with the page count from its pagination. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** See Chat History on a trade: the app loads that offer's messages into `chat`. */
  onSeeChatHistory?: (transaction: ProfileTransaction) => void;
  /** The chat dialog's data; it opens on See Chat History unless `chat.open` says otherwise. */
  chat?: ChatHistoryOptions;
  /** Whose history ("Maya Hood"), for staff viewing another member. */
  memberName?: string;
  locale?: string;
  timeZone?: string;
}

/** View Full History: every transaction, page by page, with See Chat History on trades. */
export function TransactionHistoryDialog({
  open,
  defaultOpen,
  onOpenChange,
  status,
  transactions = [],
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  onSeeChatHistory,
  chat,
  memberName,
  locale,
  timeZone,
}: TransactionHistoryDialogProps) {
  const [chatFor, setChatFor] = useState<ProfileTransaction | null>(null);
  const seeChat = (t: ProfileTransaction) => {
    setChatFor(t);
    onSeeChatHistory?.(t);
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button variant="soft" highContrast>
          <CounterClockwiseClockIcon aria-hidden /> View Full History
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        maxWidth="720px"
        // Focus the dialog, not the first See Chat History: Tab moves on from there.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <Dialog.Title>Trading History</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {memberName
            ? `Every token movement of ${memberName}, newest first.`
            : 'Every token you earned, spent or were given, newest first.'}
        </Dialog.Description>
        <div className={css.dialogScroll}>
          {status === 'loading' && (
            <div role="status" aria-label="Loading transactions">
              <RowsSkeleton rows={5} />
            </div>
          )}
          {status === 'error' && (
            <SectionError
              message={error ?? PROFILE_PAGE_MESSAGES.transactionsFailed}
              onRetry={onRetry}
            />
          )}
          {status === 'ready' && transactions.length === 0 && (
            <EmptyState
              icon={<CounterClockwiseClockIcon width="20" height="20" />}
              title="No transactions yet"
            >
              Trades, offers and token adjustments will be listed here.
            </EmptyState>
          )}
          {status === 'ready' && transactions.length > 0 && (
            <ul className={css.list} aria-label="Transactions">
              {transactions.map((t) => (
                <TransactionRow
                  key={t.id}
                  transaction={t}
                  onSeeChatHistory={seeChat}
                  locale={locale}
                  timeZone={timeZone}
                />
              ))}
            </ul>
          )}
        </div>
        <Flex justify="between" align="center" gap="3" mt="4" wrap="wrap">
          {status === 'ready' && pageCount > 1 ? (
            <Flex gap="3" align="center">
              <Button
                size="1"
                variant="soft"
                color="gray"
                highContrast
                disabled={page <= 1}
                onClick={() => onPageChange?.(page - 1)}
              >
                <ArrowLeftIcon aria-hidden /> Previous
              </Button>
              <Text size="2" color="gray">
                Page {page} of {pageCount}
              </Text>
              <Button
                size="1"
                variant="soft"
                color="gray"
                highContrast
                disabled={page >= pageCount}
                onClick={() => onPageChange?.(page + 1)}
              >
                Next <ArrowRightIcon aria-hidden />
              </Button>
            </Flex>
          ) : (
            <span />
          )}
          <Dialog.Close>
            <Button variant="soft" color="gray" highContrast>
              Close
            </Button>
          </Dialog.Close>
        </Flex>
        {/* Nested, so it stacks above this dialog and returns focus here when closed. */}
        {chat && (
          <ChatHistoryDialog
            {...chat}
            open={chat.open ?? chatFor !== null}
            onOpenChange={(next) => {
              if (!next) setChatFor(null);
              chat.onOpenChange?.(next);
            }}
            itemName={chatFor ? transactionTitle(chatFor) : null}
            locale={locale}
            timeZone={timeZone}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
TransactionHistoryDialog.displayName = 'TransactionHistoryDialog';
