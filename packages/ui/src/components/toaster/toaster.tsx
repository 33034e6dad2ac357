import { Toaster as Sonner, toast, type ExternalToast } from 'sonner';
import * as css from './toaster.css.ts';

export const TOASTER_POSITIONS = ['bottom-right', 'top-center', 'bottom-center'] as const;
export type ToasterPosition = (typeof TOASTER_POSITIONS)[number];

export interface ToasterProps {
  appearance?: 'light' | 'dark';
  position?: ToasterPosition;
}

/** Mount once near the root of the app. Spec 1 §9: only one toast is visible at a time. */
export function Toaster({ appearance = 'light', position = 'bottom-right' }: ToasterProps) {
  return (
    <Sonner
      theme={appearance}
      position={position}
      visibleToasts={1}
      toastOptions={{
        unstyled: false,
        classNames: {
          toast: css.toast,
          title: css.title,
          description: css.description,
          error: css.error,
          success: css.success,
        },
      }}
    />
  );
}
Toaster.displayName = 'Toaster';

/** A failure toast titled "Error" with the message as its description (spec 1 §8). */
export function toastError(message: string, options?: ExternalToast) {
  return toast.error('Error', { description: message, ...options });
}

/** A success toast, e.g. "Preferences saved". */
export function toastSuccess(message: string, options?: ExternalToast) {
  return toast.success(message, options);
}

export { toast };
