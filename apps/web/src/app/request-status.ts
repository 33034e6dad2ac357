/** The four states the ui kit's forms take, read from a react-query mutation. */
export type RequestStatus = 'idle' | 'submitting' | 'success' | 'error';

export function requestStatus(mutation: {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}): RequestStatus {
  if (mutation.isPending) return 'submitting';
  if (mutation.isSuccess) return 'success';
  if (mutation.isError) return 'error';
  return 'idle';
}
