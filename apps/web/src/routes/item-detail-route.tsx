import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiRequestError, itemQueryOptions } from '@pedalswap/api-client';
import { isItemType, type ItemType } from '@pedalswap/domain/item-types';
import { ItemDetailPage, type ItemDetailStatus } from '@pedalswap/ui/screens/item-detail-page';
import { errorMessage } from '../app/error-message.ts';
import { useSession } from '../session/session-context.tsx';

/** /items/{type}/{id} (spec 2 §2.1): any other type goes to the catalog. */
export function ItemDetailRoute() {
  const { type, id = '' } = useParams();
  if (!isItemType(type)) return <Navigate to="/catalog" replace />;
  return <ItemDetail type={type} id={id} />;
}

function ItemDetail({ type, id }: { type: ItemType; id: string }) {
  const { client, user } = useSession();
  const location = useLocation();
  const item = useQuery(itemQueryOptions(client, type, id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const notFound = item.error instanceof ApiRequestError && item.error.status === 404;
  const status: ItemDetailStatus = item.data
    ? 'ready'
    : item.isError
      ? notFound
        ? 'not-found'
        : 'error'
      : 'loading';

  return (
    <ItemDetailPage
      status={status}
      itemType={type}
      item={item.data ?? null}
      errorMessage={
        item.isError && !notFound
          ? errorMessage(item.error, 'Please check your connection and try again.')
          : null
      }
      viewer={user ? { id: user.id, role: user.role } : null}
      from={typeof from === 'string' ? from : null}
      signInHref="/login"
    />
  );
}

/** /bike/{id} (spec 2 §2.1): the old address of a bike, kept working. */
export function BikeRedirectRoute() {
  const { id = '' } = useParams();
  return <Navigate to={`/items/bike/${encodeURIComponent(id)}`} replace />;
}
