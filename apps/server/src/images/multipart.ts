// Reading multipart uploads of photos. The contract plugin validates JSON bodies only, so the
// multipart rules of openapi.yaml (field names, counts, sizes) are checked here. Each file is
// handed to `onFile` as soon as it is read, so at most one original sits in memory at a time.
// The per-request limits override the app-wide ones (set for the single 5 MB avatar).
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../errors.ts';

export interface UploadOptions<T> {
  /** The multipart field holding the files ('images', or 'image' for the image service), or a
   * pattern of such fields (the batch's `analyses[i][images]`). */
  fileField: string | RegExp;
  maxFiles: number;
  maxBytes: number;
  /** Text fields the operation knows; any other is refused like an unknown JSON property. */
  textFields: readonly string[];
  /** Text fields named by a pattern (the batch's `analyses[i][metadata]`). */
  textFieldPattern?: RegExp;
  /** More text fields than textFields lists may come (the batch's metadata); ours: 0. */
  extraTextFields?: number;
  /**
   * The longest text field the operation's contract allows, in characters (its largest
   * maxLength: the prompt's and the JSON fields' 10,000). Longer is a 400 naming the field, never
   * a value silently cut; each field's own, shorter limit stays the service's to check.
   */
  maxFieldChars: number;
  tooLarge: (fileName: string) => AppError;
  tooMany: () => AppError;
  onFile: (fileName: string, data: Buffer, fieldName: string) => Promise<T>;
}

export interface Upload<T> {
  files: T[];
  fields: Record<string, string>;
}

const unreadable = () => validationFailed([{ path: 'body', msg: 'The upload could not be read' }]);
const tooLong = (field: string, max: number) =>
  validationFailed([
    { path: field, msg: `${field} is at most ${max.toLocaleString('en-US')} characters` },
  ]);
/** UTF-8 takes at most 4 bytes a character: the byte limit that lets `max` characters through. */
const BYTES_PER_CHAR = 4;

/**
 * An upload as the service takes it: reads the files with the service's rules, handing each to
 * `onFile` as it arrives. The service decides when (after its permission checks) and how; the
 * request itself stays with the route (uploadOf).
 */
export type ReadUpload = <T>(opts: UploadOptions<T>) => Promise<Upload<T>>;

async function readUpload<T>(request: FastifyRequest, opts: UploadOptions<T>): Promise<Upload<T>> {
  if (!request.isMultipart())
    throw validationFailed([{ path: 'body', msg: 'Send the photos as multipart/form-data' }]);
  const files: T[] = [];
  const fields: Record<string, string> = {};
  let current = '';
  try {
    const parts = request.parts({
      limits: {
        fileSize: opts.maxBytes,
        files: opts.maxFiles,
        fields: opts.textFields.length + (opts.extraTextFields ?? 0) + 2,
        parts: opts.maxFiles + opts.textFields.length + (opts.extraTextFields ?? 0) + 2,
        fieldSize: opts.maxFieldChars * BYTES_PER_CHAR,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = part.filename || 'The file';
        const named =
          typeof opts.fileField === 'string'
            ? part.fieldname === opts.fileField
            : opts.fileField.test(part.fieldname);
        if (!named) {
          await part.toBuffer(); // drain, so the request finishes cleanly
          throw validationFailed([
            { path: part.fieldname, msg: `${part.fieldname} is not allowed` },
          ]);
        }
        const data = await part.toBuffer();
        files.push(await opts.onFile(current, data, part.fieldname));
      } else {
        if (
          !opts.textFields.includes(part.fieldname) &&
          !opts.textFieldPattern?.test(part.fieldname)
        )
          throw validationFailed([
            { path: part.fieldname, msg: `${part.fieldname} is not allowed` },
          ]);
        const value = String(part.value);
        // Busboy cuts a field at fieldSize and only says so in valueTruncated; contract
        // lengths count characters (code points), not bytes or UTF-16 units.
        if (part.valueTruncated || [...value].length > opts.maxFieldChars)
          throw tooLong(part.fieldname, opts.maxFieldChars);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw opts.tooLarge(current);
    if (code === 'FST_FILES_LIMIT') throw opts.tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw validationFailed([{ path: 'body', msg: 'The upload has too many fields' }]);
    throw unreadable();
  }
  return { files, fields };
}

/** The request's multipart body as a ReadUpload, for the route to hand to the service. */
export const uploadOf =
  (request: FastifyRequest): ReadUpload =>
  (opts) =>
    readUpload(request, opts);
