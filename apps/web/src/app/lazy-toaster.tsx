// The toaster (sonner, about 12 KB gzipped) is loaded after the first paint instead of in the
// entry (issue 11 item 2). Toasts asked for before it is mounted wait for it rather than being
// lost: sonner only shows toasts sent after its Toaster subscribed.
import { lazy, Suspense, useEffect, useState } from 'react';

const load = () => import('@pedalswap/ui/components/toaster');
// sonner's options (an id that replaces a toast, a description), taken from the kit's signature.
type ToastOptions = Parameters<Awaited<ReturnType<typeof load>>['toastError']>[1];

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LoadedToaster = lazy(async () => {
  const { Toaster } = await load();
  function MountedToaster() {
    // Runs after sonner's own effect (children first), so its subscription is in place.
    useEffect(() => markMounted(), []);
    return <Toaster />;
  }
  return { default: MountedToaster };
});

/**
 * Mount once near the root of the app, like the kit's Toaster. Nothing until the app has mounted:
 * the server renders the same null (src/prerender.tsx), so a hydrated page meets no Suspense
 * boundary the server's markup lacks.
 */
export function LazyToaster() {
  const [appMounted, setAppMounted] = useState(false);
  useEffect(() => setAppMounted(true), []);
  if (!appMounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}

const whenReady = async () => {
  await mounted;
  return load();
};

/** A failure toast titled "Error" with the message as its description (spec 1 §8). */
export function toastError(message: string, options?: ToastOptions) {
  void whenReady().then((t) => t.toastError(message, options));
}

/** A success toast, e.g. "Preferences saved". */
export function toastSuccess(message: string, options?: ToastOptions) {
  void whenReady().then((t) => t.toastSuccess(message, options));
}

/** A plain error toast with the message as its title (the session's notices). */
export function toastPlainError(message: string) {
  void whenReady().then((t) => t.toast.error(message));
}
