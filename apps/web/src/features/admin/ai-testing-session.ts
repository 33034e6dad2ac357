// The testing hub's session state (spec 3 §2.11): the images uploaded and the results of the
// runs, newest first. It lives only while the page is open, so a reducer in the route keeps it
// (CONTRIBUTING: uploads and runs are single calls, not a multi-step workflow for a machine).
import type { TestKind, TestResult, TestUpload } from '@pedalswap/ui/screens/admin/ai-testing';

export interface SessionUpload extends TestUpload {
  file: File;
  /** The address the upload answered, for the analyze call. */
  url?: string;
}

export interface TestingSession {
  uploads: SessionUpload[];
  uploadProblem?: string;
  running?: TestKind;
  results: TestResult[];
}

export type TestingEvent =
  | { type: 'uploadStarted'; uploads: SessionUpload[] }
  | { type: 'uploadDone'; ids: string[]; urls: string[]; durationMs: number }
  | { type: 'uploadFailed'; ids: string[]; error: string; problem: string; durationMs: number }
  | { type: 'uploadsCleared' }
  | { type: 'runStarted'; kind: TestKind }
  | { type: 'runEnded'; result: TestResult }
  | { type: 'resultsCleared' };

export const initialSession: TestingSession = { uploads: [], results: [] };

export function testingReducer(state: TestingSession, event: TestingEvent): TestingSession {
  switch (event.type) {
    case 'uploadStarted':
      return { ...state, uploadProblem: undefined, uploads: [...state.uploads, ...event.uploads] };
    case 'uploadDone':
      return {
        ...state,
        uploads: state.uploads.map((u) => {
          const i = event.ids.indexOf(u.id);
          return i < 0
            ? u
            : { ...u, status: 'uploaded', url: event.urls[i], durationMs: event.durationMs };
        }),
      };
    case 'uploadFailed':
      return {
        ...state,
        uploadProblem: event.problem,
        uploads: state.uploads.map((u) =>
          event.ids.includes(u.id)
            ? { ...u, status: 'error', error: event.error, durationMs: event.durationMs }
            : u,
        ),
      };
    case 'uploadsCleared':
      return { ...state, uploads: [], uploadProblem: undefined };
    case 'runStarted':
      return { ...state, running: event.kind };
    case 'runEnded':
      return { ...state, running: undefined, results: [event.result, ...state.results] };
    case 'resultsCleared':
      return { ...state, results: [] };
  }
}

/** The uploaded images, in order: the ones a test may send. */
export const uploadedOf = (session: TestingSession) =>
  session.uploads.filter((u) => u.status === 'uploaded');
