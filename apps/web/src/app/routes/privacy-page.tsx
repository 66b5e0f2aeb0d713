import { PrivacyPage } from '../../features/legal/components/privacy-page';

/** /privacy: the privacy notice. */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
