import { NotFoundPage } from '../../features/legal/components/not-found-page';

/** Any address the app does not know. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
