import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { CatalogPagination, pageWindow } from './catalog-pagination.tsx';

const meta = {
  title: 'Screens/Catalog/CatalogPagination',
  component: CatalogPagination,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof CatalogPagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (el: HTMLElement) => within(within(el).getByRole('navigation', { name: 'Pagination' }));
/** The page buttons shown, in order ('Page 1' → 1). */
const shownPages = (el: HTMLElement) =>
  nav(el)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.getAttribute('aria-label')!.slice(5)));

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const n = nav(canvasElement);
    await expect(n.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(n.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5, 12]);
    await userEvent.click(n.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    // The current page is not a link to itself.
    await userEvent.click(n.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
  },
};

/** Page 5 of 12: the first, the last and the neighbours, with gaps between. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const n = nav(canvasElement);
    await expect(n.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(shownPages(canvasElement)).toEqual([1, 4, 5, 6, 12]);
    await expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    await userEvent.click(n.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(n.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(n.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement, args }) => {
    const n = nav(canvasElement);
    await expect(n.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(n.getByRole('button', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(shownPages(canvasElement)).toEqual([1, 8, 9, 10, 11, 12]);
    await userEvent.click(n.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** Up to seven pages all show, with no gaps. */
export const FewPages: Story = {
  args: { page: 3, totalPages: 4 },
  play: async ({ canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4]);
    await userEvent.click(nav(canvasElement).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

/** One page: nothing to page through, so nothing is drawn. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A page past the end (an old link) shows as the last page. */
export const PageOutOfRange: Story = {
  args: { page: 15 },
  play: async ({ canvasElement, args }) => {
    const n = nav(canvasElement);
    await expect(n.getByRole('button', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(n.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(n.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

/** A new page is on its way: paging waits. */
export const Disabled: Story = {
  args: { page: 5, disabled: true },
  play: async ({ canvasElement, args }) => {
    for (const button of nav(canvasElement).getAllByRole('button'))
      await expect(button).toBeDisabled();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: DARK,
  args: { page: 5 },
  play: async ({ canvasElement }) =>
    expect(nav(canvasElement).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    ),
};

/** Phones: Previous, 'Page 5 of 12' and Next, no page numbers. */
export const Phone: Story = {
  globals: PHONE,
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const n = nav(canvasElement);
    await expect(n.getByText('Page 5 of 12')).toBeVisible();
    await expect(n.queryByRole('button', { name: 'Page 5' })).toBeNull();
    await userEvent.click(n.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const PhoneLastPage: Story = {
  globals: PHONE,
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const n = nav(canvasElement);
    await expect(n.getByText('Page 12 of 12')).toBeVisible();
    await expect(n.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
