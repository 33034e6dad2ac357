import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, itemQueryOptions } from '@pedalswap/api-client';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { isItemType, type ItemType } from '@pedalswap/domain/item-types';
import type { AiFlowHandover } from '@pedalswap/machines';
import { ListingEditor, newListingForm } from '@pedalswap/ui/screens/listing-editor';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';
import { ListingEditorPage } from './listing-editor-page.tsx';

/**
 * /list-item/:type and /list-item/:type/:id (spec 2 §2.2); an unknown type goes to /catalog. A
 * new listing whose draft this page created keeps its page when the address gets the draft's id;
 * any other id opens a page of its own, once the item has loaded.
 */
export function ListingEditorRoute() {
  const { type, id } = useParams();
  const { key, state } = useLocation();
  const handover = aiHandoverOf(state);
  // The draft the new page created (at which address), and which new page this is: a new one
  // when the member comes back to the new listing's address later, e.g. through the menu.
  const [page, setPage] = useState({ created: null as string | null, at: key, generation: 0 });
  // The address's key now, for the draft's callback, which the page's machine keeps from its
  // first render: the page itself replaces the address once (dropping the AI hand-over's state),
  // and a key from before that made the route take the draft's page for a new one.
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  });
  if (!id && page.created && key !== page.at)
    setPage({ created: null, at: key, generation: page.generation + 1 });
  if (!isItemType(type)) return <Navigate to="/catalog" replace />;
  if (id && id !== page.created)
    return <StoredListing key={id} type={type} id={id} handover={handover} />;
  return (
    <ListingEditorPage
      key={`${type}-${page.generation}`}
      type={type}
      item={null}
      handover={handover}
      // Before the address changes: the page stays while the router gets there.
      onDraftCreated={(created) => setPage((now) => ({ ...now, created, at: currentKey.current }))}
    />
  );
}

/** The AI flow's hand-over in the router state (spec 2 §2.4), or null. */
function aiHandoverOf(state: unknown): AiFlowHandover | null {
  const handover = state as Partial<AiFlowHandover> | null;
  return handover?.fromAI === true && Array.isArray(handover.images) && handover.aiData
    ? (handover as AiFlowHandover)
    : null;
}

function StoredListing({
  type,
  id,
  handover,
}: {
  type: ItemType;
  id: string;
  handover: AiFlowHandover | null;
}) {
  const { client } = useSession();
  const item = useQuery(itemQueryOptions(client, type, id));
  if (item.data)
    return (
      <ListingEditorPage
        type={type}
        item={item.data}
        onDraftCreated={() => {}}
        handover={handover}
      />
    );
  // A malformed id (400) leads nowhere either.
  const notFound =
    item.error instanceof ApiRequestError &&
    (item.error.status === 404 || item.error.status === 400);
  return (
    <ListingEditor
      mode="edit"
      itemType={type}
      values={newListingForm()}
      onChange={() => {}}
      photos={[]}
      onAddPhotos={() => {}}
      onReorderPhotos={() => {}}
      onSetPrimaryPhoto={() => {}}
      onRemovePhoto={() => {}}
      loading={item.isPending}
      loadError={
        !item.isError
          ? null
          : notFound
            ? ITEM_MESSAGES.notFound(type)
            : errorMessage(item.error, ITEM_MESSAGES.loadFailed)
      }
    />
  );
}
