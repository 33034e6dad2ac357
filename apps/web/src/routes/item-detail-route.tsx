import { Navigate, useParams } from 'react-router';

/** /bike/{id} (spec 2 §2.1): the old address of a bike, kept working. */
export function BikeRedirectRoute() {
  const { id = '' } = useParams();
  return <Navigate to={`/items/bike/${encodeURIComponent(id)}`} replace />;
}
