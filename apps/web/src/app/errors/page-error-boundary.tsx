import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NotFoundPage } from './not-found-page';

/** Renders inside the layout shell: 404 → not-found page, anything else → error page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
