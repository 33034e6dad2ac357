import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE, withShell } from '../../stories/with-shell.tsx';
import {
  CANCELLED_MEETUP,
  HILLS_RIDE,
  HOLIDAY_SOCIAL,
  PAST_MTB,
  STORY_NOW,
  WRENCH_NIGHT,
  makeEvent,
} from '../community-page/fixtures.ts';
import { EventDetailPage } from './event-detail-page.tsx';

const follow = {
  availability: 'allowed' as const,
  view: 'idle' as const,
  onFollow: fn(),
  onUnfollow: fn(),
  onConfirmUnfollow: fn(),
  onDismissUnfollow: fn(),
};

const meta = {
  title: 'Screens/Community/EventDetailPage',
  component: EventDetailPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/community')],
  args: {
    status: 'ready',
    event: HILLS_RIDE,
    now: STORY_NOW,
    timeZone: 'UTC',
    follow,
    onShare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EventDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A ride: Ride Details, gallery, the Follow card with notes, Organizer and Event Stats. */
export const Ride: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Saturday Hills Ride' }),
    ).toBeVisible();
    await expect(page.getByText('Road Ride')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ride Details' })).toHaveTextContent(
      'Intermediate',
    );
    await expect(page.getByRole('region', { name: 'Ride Details' })).toHaveTextContent('32 miles');
    await expect(page.getByText('8 / 25')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Event Stats' })).not.toHaveTextContent(
      'Waitlist',
    );
    await userEvent.type(page.getByLabelText(/Notes for the organizer/), 'Bringing a friend');
    await userEvent.click(page.getByRole('button', { name: "I'm Interested" }));
    await expect(args.follow.onFollow).toHaveBeenCalledWith('Bringing a friend');
    await userEvent.click(page.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

/** The organizer after sharing: Edit Event and 'Link copied'. */
export const OrganizerLinkCopied: Story = {
  args: { canEdit: true, linkCopied: true },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Link copied');
    await expect(page.getByRole('link', { name: 'Edit Event' })).toHaveAttribute(
      'href',
      `/events/edit/${HILLS_RIDE.id}`,
    );
  },
};

/** Add to calendar: a download of the event's .ics file (GET /events/{id}/calendar.ics). */
export const AddToCalendar: Story = {
  args: { calendarHref: `/api/events/${HILLS_RIDE.id}/calendar.ics` },
  play: async ({ canvasElement }) => {
    const link = main(canvasElement).getByRole('link', { name: 'Add to calendar' });
    await expect(link).toHaveAttribute('href', `/api/events/${HILLS_RIDE.id}/calendar.ics`);
    await expect(link).toHaveAttribute('download');
  },
};

/** A full workshop: the Full badge, Workshop Details, a waitlist in the stats. */
export const WorkshopFull: Story = {
  args: { event: WRENCH_NIGHT },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Full', { exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: 'Workshop Details' });
    await expect(details).toHaveTextContent('Tubeless tyres, Sealant, Valve cores');
    await expect(details).toHaveTextContent('$15.00');
    await expect(page.getByRole('region', { name: 'Event Stats' })).toHaveTextContent('Waitlist3');
  },
};

/** A social with a deadline still ahead, and the unlimited count. */
export const Social: Story = {
  args: {
    event: { ...HOLIDAY_SOCIAL, registrationDeadline: '2026-12-10T00:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('region', { name: 'Social Details' })).toHaveTextContent('21+');
    await expect(page.getByText('Register by')).toBeVisible();
  },
};

/** Past: the Past Event badge and no Follow card. */
export const PastEvent: Story = {
  args: { event: PAST_MTB },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Past Event')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Follow this event' })).toBeNull();
  },
};

/** Cancelled: the badge and the reason; no Follow card. */
export const Cancelled: Story = {
  args: { event: CANCELLED_MEETUP },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getAllByText(/Cancelled/)[0]).toBeVisible();
    await expect(page.getByText('Event cancelled by organizer')).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Follow this event' })).toBeNull();
  },
};

/** A gallery of five photos, its lightbox open. */
export const Lightbox: Story = {
  args: {
    event: makeEvent({ ...HILLS_RIDE, images: [...HILLS_RIDE.images, ...PAST_MTB.images] }),
    galleryOpenIndex: 1,
  },
  play: async ({ canvasElement }) => {
    const doc = body(canvasElement);
    const dialog = await doc.findByRole('dialog');
    await expect(within(dialog).getByText('2 / 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByText('3 / 3')).toBeVisible();
  },
};

export const FollowSignIn: Story = {
  args: { follow: { ...follow, availability: 'sign-in' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Please log in to follow this event')).toBeVisible();
    await expect(page.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  },
};

export const FollowUnavailable: Story = {
  args: { follow: { ...follow, availability: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByText('Following is not available for this event'),
    ).toBeVisible();
  },
};

export const FollowSending: Story = {
  args: { follow: { ...follow, view: 'following' } },
};

export const Following: Story = {
  args: {
    follow: {
      ...follow,
      availability: 'following',
      view: 'followed',
      registrationStatus: 'registered',
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText("You're following this event")).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Unfollow' }));
    await expect(args.follow.onUnfollow).toHaveBeenCalled();
  },
};

export const Waitlisted: Story = {
  args: {
    event: WRENCH_NIGHT,
    follow: {
      ...follow,
      availability: 'following',
      view: 'followed',
      registrationStatus: 'waitlisted',
      waitlistPosition: 2,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText("You're #2 on the waitlist")).toBeVisible();
  },
};

export const UnfollowConfirmation: Story = {
  args: {
    follow: {
      ...follow,
      availability: 'following',
      view: 'confirming',
      registrationStatus: 'registered',
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Unfollow this event?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    await expect(args.follow.onConfirmUnfollow).toHaveBeenCalled();
  },
};

export const FollowFailed: Story = {
  args: { follow: { ...follow, failure: 'Failed to follow event' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to follow event',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', event: undefined },
};

export const LoadError: Story = {
  args: { status: 'error', event: undefined },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Failed to load event details. Please try again later.',
    );
    await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      '/community',
    );
  },
};

export const RidePhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('heading', { level: 1, name: 'Saturday Hills Ride' }),
    ).toBeVisible();
  },
};

/** A date of a weekly series: said so beside the type. */
export const SeriesDate: Story = {
  args: { event: { ...HILLS_RIDE, seriesId: '5b0e6c1e-8d1f-4a43-9a35-1f3c2b7d9e01' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('Part of a weekly series')).toBeVisible();
  },
};
