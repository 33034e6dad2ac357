// The photo list of the listing editor: its rules live in @pedalswap/domain (item-rules.ts),
// shared with the photos machine; the screens import them from here.
export {
  addPhotos,
  dragPhotos,
  keptPhotos,
  MAX_LISTING_PHOTOS,
  moveId,
  photoRoom,
  removePhoto,
  reorderPhotos,
  setPrimaryPhoto,
  uploadPrimaryIndex,
  type EditorPhoto,
} from '@pedalswap/domain/item-rules';
