import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import * as css from './catalog-page.css.ts';

export interface CatalogPaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/**
 * The page numbers to show: the first, the last, and the current page with its neighbours, with
 * 'gap' where pages are left out. [1, 'gap', 4, 5, 6, 'gap', 12].
 */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(end < totalPages - 1 ? (['gap'] as const) : []),
    totalPages,
  ];
}

/** Previous, page numbers, Next; on a phone only Previous, 'Page 3 of 12' and Next. */
export function CatalogPagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
}: CatalogPaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <nav aria-label="Pagination" className={css.pagination}>
      <Button
        type="button"
        variant="soft"
        color="gray"
        highContrast
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        <ChevronLeftIcon aria-hidden /> Previous
      </Button>
      <Flex gap="1" align="center" className={css.pageNumbers}>
        {pageWindow(current, totalPages).map((entry, i) =>
          entry === 'gap' ? (
            <Text key={`gap-${i}`} color="gray" className={css.pageGap} aria-hidden>
              …
            </Text>
          ) : (
            <IconButton
              key={entry}
              type="button"
              variant={entry === current ? 'solid' : 'ghost'}
              color={entry === current ? undefined : 'gray'}
              highContrast={entry !== current}
              aria-label={`Page ${entry}`}
              aria-current={entry === current ? 'page' : undefined}
              disabled={disabled}
              onClick={() => entry !== current && onPageChange(entry)}
              className={css.pageButton}
            >
              {entry}
            </IconButton>
          ),
        )}
      </Flex>
      <Text size="2" color="gray" className={css.pageSummary}>
        Page {current} of {totalPages}
      </Text>
      <Button
        type="button"
        variant="soft"
        color="gray"
        highContrast
        disabled={disabled || current >= totalPages}
        onClick={() => onPageChange(current + 1)}
      >
        Next <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
CatalogPagination.displayName = 'CatalogPagination';
