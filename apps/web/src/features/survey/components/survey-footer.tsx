import { LegalLinks } from '../../../components/legal-links';

/** The survey collects an e-mail: what is done with it is one link away on every step. */
export function SurveyFooter() {
  return (
    <footer className="no-print mx-auto max-w-3xl px-4 pb-8">
      <LegalLinks listClassName="text-sm" />
    </footer>
  );
}
