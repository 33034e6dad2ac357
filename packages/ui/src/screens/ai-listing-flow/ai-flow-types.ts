// The shapes the AI flow's screens take: the machine's context (packages/machines ai-flow) and
// the contract's schemas, so the web route passes them straight in.
import type { Schema } from '@pedalswap/api-client';

/** A stored photo (openapi AiUploadedImage; the machine's AiFlowPhoto). */
export type AiFlowPhotoView = Pick<Schema<'AiUploadedImage'>, 'fileId' | 'url' | 'fileName'>;

/** A refusal or toast: title and text (the machine's AiFlowNotice). */
export interface AiFlowNoticeView {
  title: string;
  message: string;
}

/** spec 3 §4's AI upload status (the machine's aiFlowView().uploadStatus). */
export type AiUploadStatus = 'idle' | 'uploading' | 'uploaded' | 'error';

/** One photo suggestion of a result (openapi AiSuggestedImprovement). */
export type AiSuggestion = Schema<'AiSuggestedImprovement'>;

/** What the photo-adding part of upload and improve shows and does. */
export interface AiPhotoUploadProps {
  /** The stored photos, ready for analysis (context.photos). */
  photos: readonly AiFlowPhotoView[];
  uploadStatus: AiUploadStatus;
  /** 0-100 while uploading (context.uploadProgress). */
  uploadProgress: number;
  /** Files uploading, or whose upload failed and wait for a retry (context.pending.length). */
  pendingCount: number;
  /** The files the last choice refused, with §5.1's titles (context.refusals). */
  refusals: readonly AiFlowNoticeView[];
  /** Every chosen file: the machine checks them (ADD_FILES). */
  onAddFiles: (files: File[]) => void;
  /** Upload Failed's retry (RETRY_UPLOAD). */
  onRetryUpload: () => void;
  /**
   * Why the service refused the upload, in its words (maintenance, a limit; aiFlowView's
   * uploadFailure), shown after 'Upload Failed'; null when it did not.
   */
  uploadFailure?: string | null;
  /** The way on to manual entry with the photos kept (MANUAL); absent: none offered. */
  onManualEntry?: () => void;
}
