import { AreaPlaceholder } from './area-placeholder';

/** /admin/settings: guarded; the screen itself is still to come. */
export default function AdminSettingsRoute() {
  return <AreaPlaceholder area="settings" />;
}
