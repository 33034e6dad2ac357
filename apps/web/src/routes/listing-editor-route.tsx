import { Navigate, useParams } from 'react-router';
import { isItemType } from '@pedalswap/domain/item-types';
import { EditListing } from './listing-editor/edit-listing.tsx';
import { NewListing } from './listing-editor/new-listing.tsx';

/** /list-item/:type and /list-item/:type/:id (spec 2 §2.2); an unknown type goes to /catalog. */
export function ListingEditorRoute() {
  const { type, id } = useParams();
  if (!isItemType(type)) return <Navigate to="/catalog" replace />;
  // The AI flow (/list-item/bike/ai, spec 2 §2.4) comes with the AI issue; until then its
  // address opens the ordinary new listing page rather than an edit page for an item "ai".
  if (id === 'ai') return <Navigate to={`/list-item/${type}`} replace />;
  return id ? <EditListing key={id} type={type} id={id} /> : <NewListing key={type} type={type} />;
}
