import { LandingPage } from '../../features/landing/components/landing-page';

/** / : the public landing page. */
export default function LandingRoute() {
  return <LandingPage />;
}
