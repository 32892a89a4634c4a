import { usePageMeta } from '../../lib/page-meta';
import { LegalDocument } from './legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from './terms-content';

export function TermsPage() {
  usePageMeta('Terms and conditions', 'The terms and conditions for using HandleHub.');
  return <LegalDocument title="Terms and conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
