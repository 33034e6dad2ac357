// User-facing texts of community events (spec 3 §2.12-2.14, §4, §5, §8), quoted exactly. Texts
// the spec leaves open (the server's own answers) are marked "ours".
import { required } from '../shared/messages.ts';

export const EVENT_MESSAGES = {
  // §5 create and edit
  nameLength: 'Event name must be 3-255 characters',
  descriptionRequired: required('Description'),
  locationLength: 'Location must be 3-255 characters',
  startRequired: 'Start date and time is required',
  invalidValue: 'Invalid value',
  fieldRequired: required,
  validationFailed: 'Validation failed',
  genericError: 'An error occurred',
  // §4
  awaitingApproval: 'awaiting approval',
  /** Ours: the editor tells the organizer why staff sent the event back (spec 3 §4 REJECT). */
  rejectedNotice: (reason: string) =>
    `Staff sent this event back: ${reason}. Make the changes and submit it again.`,
  cancelledByOrganizer: 'Event cancelled by organizer',
  notAuthorizedToEdit: 'You are not authorized to edit this event',
  // §2.12 list and calendar
  eventsFound: (n: number) => `${n} event(s) found`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noMatch: 'No events match your filters',
  noUpcoming: 'No upcoming events yet',
  noPast: 'No past events found',
  noEvents: 'No events yet',
  moreOnDay: (n: number) => `+${n} more`,
  listLoadFailed: 'Failed to load events. Please try again later.',
  // §2.13 detail
  linkCopied: 'Link copied',
  detailLoadFailed: 'Failed to load event details. Please try again later.',
  backToEvents: 'Back to Events',
  // §8
  followFailed: 'Failed to follow event',
  unfollowFailed: 'Failed to unfollow',
  followUnavailable: 'Following is not available for this event',
  followSignIn: 'Please log in to follow this event',
  dataLoadFailed: 'Failed to load event data',
  deleteFailed: 'Failed to delete event',
  cancelFailed: 'Failed to cancel event. Please try again.',
  autosaveFailed: 'Autosave failed',
  // spec 3 §8 staff panel
  approved: 'Event approved',
  rejected: 'Event rejected',
  approvalFailed: 'Approval failed',
  rejectionFailed: 'Rejection failed',
  // ours: the server's answers and the rules the spec leaves open
  notFound: 'Event not found',
  created: 'Event created',
  updated: 'Event updated',
  deleted: 'Event deleted',
  published: 'Event published',
  cancelled: 'Event cancelled',
  submitted: 'Event submitted for review',
  eventTypeRequired: 'Event type is required',
  eventTypeInvalid:
    'Event type must be one of road_ride, gravel_ride, mountain_bike, meetup, workshop, social',
  eventTypeLocked: 'The event type cannot be changed',
  startInvalid: 'Start date and time must be a valid date and time',
  endInvalid: 'End date and time must be a valid date and time',
  endBeforeStart: 'End date and time must be after the start',
  deadlineInvalid: 'Registration deadline must be a valid date and time',
  deadlineAfterStart: 'Registration deadline must not be after the start',
  // Ours: dates a calendar can hold (issue 25 finding 6: year 10000 broke the database).
  startOutOfRange: 'Start date and time must be between the years 2000 and 2099',
  endOutOfRange: 'End date and time must be between the years 2000 and 2099',
  deadlineOutOfRange: 'Registration deadline must be between the years 2000 and 2099',
  seriesTooLate: 'The last date of a weekly series must be before the year 2100',
  maxParticipantsInvalid: 'Max participants must be a whole number of at least 1',
  descriptionTooLong: 'Description must not exceed 5000 characters',
  externalUrlInvalid: 'External URL must be a valid http or https link',
  routeUrlInvalid: 'Route link must be a valid http or https link',
  attributeWrongType: (field: string) => `${field} does not apply to this event type`,
  tooLongField: (label: string, max: number) => `${label} must not exceed ${max} characters`,
  notesTooLong: 'Notes must not exceed 500 characters',
  reasonRequired: 'Please give a reason',
  cancelledNotEditable: 'Cancelled events cannot be edited',
  statusNotAllowed: 'This action is not possible in the event\u2019s current status',
  publishStaffOnly: 'Only staff can publish events directly; submit it for review instead',
  reviewStaffOnly: "Access Denied: You don't have administrator privileges to access this page.",
  manageForbidden: 'Only the organizer or staff can do this',
  participantsForbidden: 'Only the organizer and staff can see who follows this event',
  verifyEmailToCreate: 'Please verify your e-mail address before creating events',
  following: 'You are now following this event',
  waitlisted: (position: number) => `The event is full: you are number ${position} on the waitlist`,
  unfollowed: 'You are no longer following this event',
  alreadyFollowing: 'You already follow this event',
  notFollowing: 'You do not follow this event',
  organizerLeft: 'The organizer left PedalSwap',
  maxBelowRegistered: (n: number) =>
    `Max participants cannot be below the ${n} members already registered`,
  imagesTooMany: (room: number) =>
    room > 0
      ? `An event can have at most 10 photos: ${room} more can be added`
      : 'An event can have at most 10 photos',
  imageNotFound: 'Photo not found',
  // ours: weekly series (issue 16 item 6, beyond the spec)
  repeatCountRange: 'Weekly repeats must be between 2 and 26 dates',
  repeatRidesOnly: 'Only rides can repeat weekly',
  repeatTimeZoneInvalid: 'Time zone must be an IANA name such as America/Los_Angeles',
  seriesCreated: (n: number) => `Weekly series of ${n} dates created`,
  seriesSubmitted: (n: number) => `Weekly series of ${n} dates submitted for review`,
  seriesUpdated: (n: number) => `${n} dates of the series updated`,
  seriesCancelled: (n: number) => `${n} dates of the series cancelled`,
  seriesPublished: (n: number) => `${n} dates of the series published`,
  seriesApproved: (n: number) => `${n} dates of the series approved`,
  seriesRejected: (n: number) => `${n} dates of the series rejected`,
  seriesOrganizerOnly: 'Only the organizer can change the following dates of a series',
  partOfSeries: 'Part of a weekly series',
  repeatWeekly: 'Repeat weekly',
  repeatWeeks: 'Number of weeks',
  repeatHint: (max: number) =>
    `Each week becomes its own event, followed on its own (2 to ${max} dates).`,
  scopeThis: 'This date only',
  scopeSeries: 'This and following dates',
  scopeSaveTitle: 'Save changes to a weekly series',
  scopeCancelTitle: 'Cancel a date of a weekly series',
  scopeQuestion:
    'This event is part of a weekly series. Apply this to this date only, or to this date and the following dates that have not started? Earlier dates keep theirs.',
} as const;

/** Notification and e-mail texts to organizers and followers (ours: the spec names the events only). */
export const EVENT_NOTIFICATION_TEXTS = {
  approvedTitle: 'Event approved',
  approved: (name: string) =>
    `Your event "${name}" was approved and is now on the community calendar.`,
  rejectedTitle: 'Event not approved',
  rejected: (name: string, reason: string) =>
    `Your event "${name}" was not approved: ${reason}. Edit it and submit it again.`,
  cancelledTitle: 'Event cancelled',
  cancelled: (name: string, reason: string) => `"${name}" was cancelled: ${reason}`,
  promotedTitle: 'You have a place',
  promoted: (name: string) => `A place freed up: you are now registered for "${name}".`,
  seriesApproved: (name: string, n: number) =>
    `Your weekly series "${name}" (${n} dates) was approved and is now on the community calendar.`,
  seriesRejected: (name: string, n: number, reason: string) =>
    `Your weekly series "${name}" (${n} dates) was not approved: ${reason}. Edit it and submit it again.`,
  seriesCancelled: (name: string, n: number, reason: string) =>
    `${n} dates of "${name}" were cancelled: ${reason}`,
} as const;
