import { TermsPage } from '../../features/legal/components/terms-page';

/** /terms: the terms of use. */
export default function TermsRoute() {
  return <TermsPage />;
}
