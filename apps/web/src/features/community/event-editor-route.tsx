// /events/create and /events/edit/:id (spec 3 §2.14, §4, §5): the routes fetch the event, run
// the calls and the autosave machine, and pass the screen its props. Shared modules are
// imported by path, not through package indexes, so this lazy chunk pulls in only what it uses
// and no other page's first load moves (scripts/check-bundle-size.mjs).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { ApiRequestError } from '@pedalswap/api-client/errors';
import {
  eventKeys,
  eventQueryOptions,
  type CommunityEvent,
} from '@pedalswap/api-client/event-queries';
import { unwrap } from '@pedalswap/api-client/queries';
import { EVENT_MESSAGES, type SeriesScope } from '@pedalswap/domain/events';
import {
  autosaveMachine,
  autosaveView,
  sameData,
  type SaveChangesInput,
} from '@pedalswap/machines/autosave/autosave.machine';
import { availableEventActions } from '@pedalswap/machines/event-lifecycle/event-lifecycle.machine';
import {
  EMPTY_EVENT_FORM,
  EventEditor,
  type EventEditorForm,
} from '@pedalswap/ui/screens/event-editor';
import { toastSuccess } from '../../app/lazy-toaster.tsx';
import { useSession } from '../../app/session/session-context.tsx';
import {
  createEventBody,
  createFormErrors,
  editorErrorsOf,
  eventFormFromEvent,
  updateEventBody,
  updateFormErrors,
  type EditorErrors,
} from './event-editor-form.ts';
import { EventPhotos, uploadEventPhotos } from './event-photos.tsx';

const NO_ERRORS: EditorErrors = { fieldErrors: {}, banner: '' };

/** A save stopped before its request: the form breaks a rule the server would refuse. */
class FormInvalid extends Error {
  constructor(readonly errors: EditorErrors) {
    super(errors.banner);
  }
}

/** spec 3 §8: a failed save's messages are at the top, where the page scrolls to. */
function useEditorErrors() {
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);
  const fail = (next: EditorErrors) => {
    setErrors(next);
    window.scrollTo(0, 0);
  };
  return { errors, fail, clear: () => setErrors(NO_ERRORS) };
}

/**
 * Runs the actor while the page is shown. Stopped a task after the page goes, so the second
 * mount of development's StrictMode (which cancels the stop) keeps the same running actor.
 */
function useRunningActor(actor: { start: () => unknown; stop: () => unknown }) {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    actor.start();
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) actor.stop();
      });
    };
  }, [actor]);
}

/** Owners and managers publish their own events directly (spec 3 §4), as the lifecycle says. */
const mayPublish = (status: CommunityEvent['status'], role: string | undefined) =>
  availableEventActions(status, { role: role ?? 'user', isOwner: true }).includes('PUBLISH');

/** /events/create: Save Draft creates a draft; Submit creates it for review (or publishes). */
export function EventCreateRoute() {
  const { client, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EventEditorForm>(EMPTY_EVENT_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const { errors, fail, clear } = useEditorErrors();
  const canPublish = mayPublish('draft', user?.role);

  const create = async (submit: boolean) => {
    // Staff create a draft and publish it with its own call (openapi.yaml createEvent).
    const status = submit && !canPublish ? 'pending_review' : 'draft';
    const body = createEventBody(form, status, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const invalid = createFormErrors(body);
    if (invalid) return fail(invalid);
    setBusy(true);
    clear();
    try {
      const { event, message } = await unwrap(client.POST('/events', { body }));
      // The photos go once the event exists; a refused file leaves the event as a draft to fix.
      // Of a series, the first date gets them (each date has its own photos, the contract says).
      if (files.length > 0) await uploadEventPhotos(client, event.id, files);
      // Publishing the first date of a series publishes the series (openapi.yaml publishEvent).
      const published =
        submit && canPublish
          ? await unwrap(
              client.POST('/events/{id}/publish', { params: { path: { id: event.id } } }),
            )
          : null;
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      // A series is named with its number of dates in the server's message.
      toastSuccess(
        event.seriesId
          ? (published?.message ?? message ?? EVENT_MESSAGES.created)
          : !submit
            ? EVENT_MESSAGES.created
            : canPublish
              ? EVENT_MESSAGES.published
              : EVENT_MESSAGES.submitted,
      );
      void navigate(`/events/edit/${event.id}`, { replace: true });
    } catch (error) {
      fail(editorErrorsOf(error));
      setBusy(false);
    }
  };

  return (
    <EventEditor
      mode="create"
      form={form}
      onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
      fieldErrors={errors.fieldErrors}
      banner={errors.banner || null}
      canPublish={canPublish}
      busy={busy}
      onSave={() => void create(false)}
      onSubmit={() => void create(true)}
      photos={
        <EventPhotos
          photos={files.map((file, i) => ({ id: String(i), name: file.name }))}
          onAdd={(added) => setFiles((f) => [...f, ...added])}
          busy={busy}
        />
      }
    />
  );
}

/** /events/edit/:id: the stored event, for its organizer only. */
export function EventEditRoute() {
  const { id = '' } = useParams();
  const { client, user } = useSession();
  const event = useQuery(eventQueryOptions(client, id));
  if (!event.data) {
    const notFound =
      event.error instanceof ApiRequestError &&
      (event.error.status === 404 || event.error.status === 400);
    return (
      <EventEditor
        mode="edit"
        form={EMPTY_EVENT_FORM}
        onChange={() => {}}
        busy
        banner={
          event.isError
            ? notFound
              ? EVENT_MESSAGES.notFound
              : EVENT_MESSAGES.dataLoadFailed
            : null
        }
      />
    );
  }
  // spec 3 §4: only the event owner may edit, staff included.
  if (event.data.ownerId !== user?.id)
    return (
      <EventEditor
        mode="edit"
        status={event.data.status}
        form={eventFormFromEvent(event.data)}
        onChange={() => {}}
        busy
        banner={EVENT_MESSAGES.notAuthorizedToEdit}
      />
    );
  return <StoredEventEditor key={id} event={event.data} />;
}

function StoredEventEditor({ event }: { event: CommunityEvent }) {
  const { client, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, status } = event;
  const [form, setForm] = useState(() => eventFormFromEvent(event));
  const [busy, setBusy] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  // The data of the last autosave the server refused (400), ignored without a message.
  const [refused, setRefused] = useState<unknown>(null);
  const { errors, fail, clear } = useEditorErrors();
  const canPublish = mayPublish(status, user?.role);
  const store = (next: CommunityEvent) => queryClient.setQueryData(eventKeys.detail(id), next);
  const inSeries = event.seriesId != null;
  /**
   * Autosave calls this without a scope: it saves this date only. Copying each keystroke to
   * the following dates would rewrite dates the organizer has not chosen to change; the
   * series-wide change is the explicit Save Changes, after "This and following dates".
   */
  const put = async (body: ReturnType<typeof updateEventBody>, scope: SeriesScope = 'this') =>
    await unwrap(client.PUT('/events/{id}', { params: { path: { id }, query: { scope } }, body }));

  // The existing autosave machine (spec 3 §4: 2 s debounce; saving, saved, error).
  const [autosave] = useState(() => {
    const actor = createActor(
      autosaveMachine.provide({
        actors: {
          saveChanges: fromPromise<unknown, SaveChangesInput>(async ({ input }) => {
            try {
              const { event: saved } = await put(input.data as ReturnType<typeof updateEventBody>);
              store(saved);
              return saved;
            } catch (error) {
              // spec 3 §5 "Autosave silently ignores a 400 response": half-typed input waits
              // for the member's explicit save, which shows the messages.
              if (error instanceof ApiRequestError && error.status === 400) {
                setRefused(input.data);
                return null;
              }
              throw error;
            }
          }),
        },
      }),
      { input: { initialData: updateEventBody(form), target: id } },
    );
    return actor;
  });
  useRunningActor(autosave);
  const autosaveState = useSelector(autosave, autosaveView);

  const act = async (run: () => Promise<string | null>, failure?: string) => {
    setBusy(true);
    clear();
    try {
      const message = await run();
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      if (message) toastSuccess(message);
    } catch (error) {
      if (error instanceof FormInvalid) return fail(error.errors);
      const shown = editorErrorsOf(error);
      fail(failure ? { fieldErrors: {}, banner: failure } : shown);
    } finally {
      setBusy(false);
    }
  };

  const saveNow = async (extra: { status?: 'pending_review' } = {}, scope?: SeriesScope) => {
    const body = { ...updateEventBody(form), ...extra };
    const invalid = updateFormErrors(event, body);
    if (invalid) throw new FormInvalid(invalid);
    const { event: saved, message, seriesEventIds } = await put(body, scope);
    store(saved);
    setRefused(null);
    // What was saved is the autosave machine's new baseline: nothing left to autosave.
    autosave.send({ type: 'RESET', data: updateEventBody(form), target: id });
    // The other dates changed too: their pages are read again.
    if (seriesEventIds && seriesEventIds.length > 1) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      return message ?? null;
    }
    return null;
  };

  return (
    <EventEditor
      mode="edit"
      status={status}
      rejectionReason={event.rejectionReason}
      form={form}
      onChange={(patch) => {
        const next = { ...form, ...patch };
        setForm(next);
        // A cancelled event takes no edits (409): nothing to autosave.
        if (status !== 'cancelled') autosave.send({ type: 'CHANGE', data: updateEventBody(next) });
      }}
      fieldErrors={errors.fieldErrors}
      banner={errors.banner || null}
      canPublish={canPublish}
      autosave={
        autosaveState.status === 'error'
          ? { ...autosaveState, error: EVENT_MESSAGES.autosaveFailed }
          : // A refused save is not shown as saved: the form waits for Save Changes.
            autosaveState.status !== 'saving' && sameData(refused, updateEventBody(form))
            ? { status: 'idle', hasUnsavedChanges: true }
            : autosaveState
      }
      busy={busy}
      inSeries={inSeries}
      onSave={(scope) => void act(async () => (await saveNow({}, scope)) ?? EVENT_MESSAGES.updated)}
      onSubmit={(scope) =>
        void act(async () => {
          if (!canPublish)
            return (await saveNow({ status: 'pending_review' }, scope)) ?? EVENT_MESSAGES.submitted;
          await saveNow({}, scope);
          const { event: published, message } = await unwrap(
            client.POST('/events/{id}/publish', { params: { path: { id } } }),
          );
          store(published);
          return published.seriesId
            ? (message ?? EVENT_MESSAGES.published)
            : EVENT_MESSAGES.published;
        })
      }
      onCancelEvent={(scope) =>
        void act(async () => {
          const { event: cancelled, message } = await unwrap(
            client.POST('/events/{id}/cancel', {
              params: { path: { id }, query: { scope: scope ?? 'this' } },
              body: { reason: EVENT_MESSAGES.cancelledByOrganizer },
            }),
          );
          store(cancelled);
          if (scope === 'series') void queryClient.invalidateQueries({ queryKey: eventKeys.all });
          return scope === 'series'
            ? (message ?? EVENT_MESSAGES.cancelled)
            : EVENT_MESSAGES.cancelled;
        }, EVENT_MESSAGES.cancelFailed)
      }
      onDelete={() =>
        void act(async () => {
          await unwrap(client.DELETE('/events/{id}', { params: { path: { id } } }));
          autosave.stop();
          queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
          void navigate('/profile', {
            state: { flash: { tone: 'success', message: EVENT_MESSAGES.deleted } },
          });
          return null;
        }, EVENT_MESSAGES.deleteFailed)
      }
      photos={
        <EventPhotos
          photos={event.images.map((image) => ({ id: image.id, url: image.url }))}
          busy={photosBusy || status === 'cancelled'}
          onAdd={(files) => {
            setPhotosBusy(true);
            clear();
            uploadEventPhotos(client, id, files)
              .then(() => queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }))
              .catch((error: unknown) => fail(editorErrorsOf(error)))
              .finally(() => setPhotosBusy(false));
          }}
        />
      }
    />
  );
}
