// The listing editor's side of the AI flow (spec 2 §2.2, §2.4): 'Analyze with AI' carries the
// editor's photos as files, and the flow's hand-over brings back its values and its already
// uploaded photos, which the editor applies as if the member had typed and chosen them.
import { aiListingFields } from '@pedalswap/domain/ai';
import type { AddedPhoto } from '@pedalswap/machines';
import {
  listingFormFromItem,
  type EditorPhoto,
  type ListingFormValues,
} from '@pedalswap/ui/screens/listing-editor';
import type { HandedOverPhoto, StagedUpload } from './listing-editor-helpers.ts';

/**
 * The editor's form with the AI flow's values applied (spec 2 §2.2: entered from the AI flow,
 * the editor applies its results): what the AI draft holds replaces the form's value, what it
 * left empty keeps the form's.
 */
export function formWithAiData(
  form: ListingFormValues,
  aiData: Readonly<Record<string, string>>,
): ListingFormValues {
  const fields = aiListingFields(aiData);
  const ai = listingFormFromItem({ itemType: 'bike', ...fields, condition: fields.condition });
  const pick = (key: Exclude<keyof ListingFormValues, 'attributes'>) => ai[key] || form[key];
  return {
    name: pick('name'),
    brand: pick('brand'),
    model: pick('model'),
    year: pick('year'),
    condition: pick('condition'),
    salePrice: form.salePrice,
    description: pick('description'),
    location: pick('location'),
    attributes: { ...form.attributes, ...ai.attributes },
  };
}

/** The AI flow's photos (spec 2 §2.4 hand-over) as added photos: transferred, not uploaded. */
export function handedOverPhotos(images: readonly StagedUpload[]): AddedPhoto[] {
  return images.map((image) => ({
    file: { handedOver: image } satisfies HandedOverPhoto,
    photo: {
      id: `ai-${image.fileId}`,
      url: image.url,
      isPrimary: false,
      isExisting: false,
      name: image.fileName,
    },
  }));
}

/**
 * The editor's photos as files for the AI flow (spec 2 §2.2 'Analyze with AI' carries the image
 * files): each read from its full-size address (`fullUrl`; a new file from its preview). Photos
 * marked for deletion stay behind.
 */
export async function photoFiles(
  photos: readonly EditorPhoto[],
  fullUrl: (photo: EditorPhoto) => string = (photo) => photo.url,
): Promise<File[]> {
  const kept = photos.filter((p) => !p.isDeleted);
  return Promise.all(
    kept.map(async (photo, i) => {
      const answer = await fetch(fullUrl(photo));
      // A missing photo is a failure, not a file made of the error page.
      if (!answer.ok) throw new Error(`photo ${i + 1}: ${answer.status}`);
      const blob = await answer.blob();
      return new File([blob], photo.name ?? `photo-${i + 1}.jpg`, { type: blob.type });
    }),
  );
}
