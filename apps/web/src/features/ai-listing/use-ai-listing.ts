import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  aiAnalysisProgressView,
  aiFlowView,
  type AiAnalysisProgressSnapshot,
  type AiFlowHandover,
} from '@pedalswap/machines';
import { canPublishDirectly } from '@pedalswap/domain/items';
import { useSession } from '../../app/session/session-context.tsx';
import { aiListingLogic, type CarriedPhotos } from './ai-listing-calls.ts';

/** What the editor's 'Analyze with AI' hands the flow (spec 2 §2.2): its photos as files. */
export interface AiListingEntry {
  files?: File[];
  itemType?: 'bike';
  itemId?: string | null;
}

/** The state the editor reads when the member leaves the flow for it (spec 2 §2.4). */
export type EditorHandoverState = AiFlowHandover;

export function readAiListingEntry(state: unknown): AiListingEntry {
  const entry = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const files = Array.isArray(entry.files)
    ? entry.files.filter((f): f is File => f instanceof File)
    : [];
  return {
    files,
    itemType: 'bike',
    itemId: typeof entry.itemId === 'string' ? entry.itemId : null,
  };
}

/**
 * The ai-flow machine of one page with this app's calls and effects, its view and the analysis
 * progress child's view (polled from the server while the analysis runs).
 */
export function useAiListing(entry: AiListingEntry) {
  const { client, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [carried] = useState<CarriedPhotos>(() => ({
    files: new Set(entry.files ?? []),
    fileIds: new Set(),
  }));
  const actor = useActorRef(
    aiListingLogic(
      {
        client,
        queryClient,
        effects: {
          goBack: () => void navigate(-1),
          leaveToEditor: (handover) =>
            void navigate(
              handover.itemId ? `/list-item/bike/${handover.itemId}` : '/list-item/bike',
              { state: handover satisfies EditorHandoverState },
            ),
          finish: (_, message) =>
            void navigate('/profile', { state: { flash: { tone: 'success', message } } }),
        },
      },
      carried,
    ),
    {
      input: {
        itemType: 'bike',
        itemId: entry.itemId ?? null,
        files: entry.files ?? [],
        location: user?.location ?? null,
        publishesDirectly: canPublishDirectly(user),
      },
    },
  );
  const snapshot = useSelector(actor, (s) => s);
  const progressRef = (snapshot.children as Record<string, AnyActorRef | undefined>).progress;
  const progress = useSelector(progressRef, (s: AiAnalysisProgressSnapshot | undefined) =>
    s ? aiAnalysisProgressView(s) : null,
  );
  return { actor, snapshot, view: aiFlowView(snapshot), progress };
}
