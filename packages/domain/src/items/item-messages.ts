// User-facing texts of listings, photos and moderation (spec 2 §2.2, §2.6, §4.1, §5, §8), with
// the spec's exact wording. Texts the spec leaves open are marked "ours".
import { grouped } from '../shared/digit-groups.ts';
import { required } from '../shared/messages.ts';
import { ITEM_TYPE_LABELS, itemKind, type ItemType } from './item-types.ts';
import { tradedNoDeleteMessage } from './traded-listing.ts';

const Kind = (type: ItemType) => ITEM_TYPE_LABELS[type];

export const ITEM_LIMITS = {
  nameMin: 2,
  nameMax: 255,
  brandMin: 2,
  brandMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  locationMin: 2,
  locationMax: 255,
  modelMax: 100,
  categoryMax: 100,
  frameSizeMax: 50,
  sizeInfoMax: 100,
  tradePreferenceMax: 500,
  yearMin: 1900,
  /** Prices and estimated values in US dollars (ours: a ceiling that catches typos). */
  priceMax: 1_000_000,
  photosPerListing: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  /** Upload component default elsewhere (spec 2 §5.1). */
  uploaderDefaultImages: 8,
  /** Gallery: the primary photo plus up to 9 thumbnails. */
  galleryThumbnails: 9,
  featuresMax: 10,
  /** ours (issue 24): a bike's components list as the AI review collects it. */
  componentsMax: 2000,
  featureMax: 100,
  /** Reject / unapprove reasons (ours). */
  reasonMax: 500,
  catalogPageSize: 50,
} as const;

/** The latest year a listing may carry: next year (spec 2 §9), by the caller's clock. */
export const maxItemYear = (now: Date = new Date()) => now.getFullYear() + 1;

export const ITEM_MESSAGES = {
  // §5.3 field rules (the AI review's texts; the editor uses the same ones).
  nameRequired: (type: ItemType) => `${Kind(type)} name is required`,
  nameLength: (type: ItemType) =>
    `${Kind(type)} name must be between ${ITEM_LIMITS.nameMin} and ${ITEM_LIMITS.nameMax} characters`,
  brandRequired: 'Brand is required',
  brandLength: `Brand must be between ${ITEM_LIMITS.brandMin} and ${ITEM_LIMITS.brandMax} characters`,
  conditionRequired: 'Condition is required',
  descriptionRequired: required('Description'),
  descriptionLength: `Description must be between ${ITEM_LIMITS.descriptionMin} and ${ITEM_LIMITS.descriptionMax} characters`,
  locationRequired: 'Location is required',
  locationLength: `Location must be between ${ITEM_LIMITS.locationMin} and ${ITEM_LIMITS.locationMax} characters`,
  yearRange: (now?: Date) => `Year must be between ${ITEM_LIMITS.yearMin} and ${maxItemYear(now)}`,
  // ours: the remaining bounds
  conditionInvalid: 'Please choose a condition from the list',
  priceInvalid: `Price must be a number from 0 to ${grouped(String(ITEM_LIMITS.priceMax))} with at most two decimals`,
  tooLongField: (label: string, max: number) => `${label} must not exceed ${max} characters`,
  featuresTooMany: `You can add at most ${ITEM_LIMITS.featuresMax} features`,
  notAnAttribute: (key: string, type: ItemType) =>
    `${key} is not an attribute of a ${itemKind(type)}`,
  optionInvalid: (label: string) => `Please choose a ${label.toLowerCase()} from the list`,

  // §5.2 editor
  notAuthorizedToEdit: 'You are not authorized to edit this item',
  /** spec 2 §8.2: the editor's photos could not be readied for the AI flow. */
  prepareForAiFailed: 'Failed to prepare listing. Please try again.',
  noItemId: 'No item ID available. Please enter some data first.',
  pendingReviewNotice: 'Pending Admin Review - Your listing will be published once approved',
  // ours: the product decision on edits of a published listing (README "Product decisions")
  publishedEditNotice:
    'Changes to the text or photos of a published listing send it back to review: it leaves the catalog until an admin approves it. A lower price is published at once.',
  backToReview: (type: ItemType) =>
    `Your changes were sent for review. The ${itemKind(type)} returns to the catalog once an admin approves it.`,
  // ours: the indicator when autosave kept some fields back because they break a rule
  notSavedFields: (labels: readonly string[]) =>
    `Not saved: ${labels.join(', ')} (fix the highlighted ${labels.length === 1 ? 'field' : 'fields'})`,
  /** spec 2 §4.1: the placeholders of a new draft. */
  placeholderName: (type: ItemType) => `Untitled ${Kind(type)}`,
  placeholderDescription: 'Draft listing - details coming soon.',

  // §5.1 photos
  atLeastOneImage: 'At least one image is required',
  invalidPrimaryIndex: 'Invalid primary image index',
  tooManyPhotosTitle: 'Too many photos',
  tooManyPhotos: `You can upload a maximum of ${ITEM_LIMITS.photosPerListing} photos.`,
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (fileName: string) => `${fileName} is too large (max 10MB)`,
  notAnImageTitle: 'Invalid file type',
  notAnImage: (fileName: string) => `${fileName} is not an image`,
  uploaderTooMany: (max: number) => `You can only have up to ${max} images`,
  uploaderTooLarge: (fileName: string) => `${fileName} is larger than 10MB`,
  uploaderNotImage: (fileName: string) => `${fileName} is not an image file`,
  analyzeNeedsPhoto: 'Please upload at least one photo to analyze',
  photosNotFinished: 'Please wait for photos to finish uploading.',
  imageNotFound: 'Photo not found', // ours

  // §2.2 / §8.2 editor outcomes
  titleNew: (type: ItemType) => `List Your ${Kind(type)}`,
  titleEdit: (type: ItemType) => `Edit ${Kind(type)} Listing`,
  deleteTitle: (type: ItemType) => `Delete ${Kind(type)} Listing?`,
  deleteBody: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  published: (type: ItemType) => `Your ${itemKind(type)} has been published to the public catalog!`,
  submitted: (type: ItemType) =>
    `Your ${itemKind(type)} has been submitted for review! An admin will review it before it appears in the public catalog.`,
  deleted: (type: ItemType) => `${Kind(type)} deleted successfully!`,
  removed: (type: ItemType) => `${Kind(type)} removed from catalog successfully!`,
  /** Ours: 'Remove from Catalog' on a listing still waiting for review never was in the catalog. */
  withdrawn: (type: ItemType) =>
    `${Kind(type)} withdrawn from review. It is a draft again; submit it when it is ready.`,
  created: (type: ItemType) => `${Kind(type)} listing created`, // ours
  updated: (type: ItemType) => `${Kind(type)} listing saved`, // ours
  loadFailed: 'Failed to load item data',
  updateFailed: (type: ItemType) => `Failed to update ${itemKind(type)} listing. Please try again.`,
  deleteFailed: (type: ItemType) => `Failed to delete ${itemKind(type)}`,
  tradedNoDelete: tradedNoDeleteMessage,
  removeFailed: (type: ItemType) =>
    `Failed to remove ${itemKind(type)} from catalog. Please try again.`,
  uploadFailed: 'Failed to upload photos. Please try again.',
  orderFailed: 'Failed to save the photo order. Please try again.', // ours
  primaryFailed: 'Failed to set the primary photo. Please try again.', // ours
  markedPhotosFailed: 'Failed to delete the photos marked for deletion. Please try again.', // ours

  // §2.6 detail page
  loading: (type: ItemType) => `Loading ${itemKind(type)} details...`,
  notFound: (type: ItemType) => `${Kind(type)} not found`,
  notFoundBody: (type: ItemType) =>
    `The ${itemKind(type)} you are looking for does not exist or has been removed.`,
  loadError: (type: ItemType) => `Error loading ${itemKind(type)} details`,

  // §4.1 / §5.4 / §8.5 moderation
  approveConfirm: (name: string) => `Are you sure you want to approve "${name}" for publication?`,
  approved: 'Item approved',
  rejected: (type: ItemType) => `${Kind(type)} rejected successfully. The owner has been notified.`,
  unapproved: (type: ItemType) =>
    `${Kind(type)} unapproved successfully. The owner has been notified.`,
  reasonRequired: 'Please give a reason', // ours: the spec only says "non-empty"
  newOwnerRequired: 'Please select a new owner', // ours
  newOwnerSame: 'The item already belongs to this member', // ours
  newOwnerInactive: 'The new owner must be an active member', // ours
  transferred: 'Ownership transferred successfully',
  staffOnly: 'Only staff (owner or manager) can moderate listings', // ours
  unapproveOwn: 'You cannot unapprove your own listing', // ours (§6: items they do not own)
} as const;

/**
 * The photo tips the editor shows in new mode while no photos exist. Spec 2 §2.2 words them for
 * a bike (side view, decals, components, wear); a part, an accessory or gear got the same bike
 * tips (issue 10 #11), so each type has its own, the bike's as the spec says.
 */
export const PHOTO_TIPS: Readonly<Record<ItemType, readonly string[]>> = Object.freeze({
  bike: [
    'Full side view',
    'Close-up of brand/model decals',
    'Component details',
    'Any wear or damage',
  ],
  part: [
    'The whole part on a plain background',
    'Close-up of brand/model markings',
    'Mounting points, threads or interface',
    'Any wear or damage',
  ],
  accessory: [
    'The whole accessory, front and back',
    'Close-up of brand/model markings',
    'Mounts, straps or cables included',
    'Any wear or damage',
  ],
  gear: [
    'The whole item laid flat or worn',
    'Size and brand labels',
    'Closures, seams and padding',
    'Any wear or damage',
  ],
});

/** The photo tips for a listing of this type. */
export const photoTipsFor = (type: ItemType): readonly string[] => PHOTO_TIPS[type];
