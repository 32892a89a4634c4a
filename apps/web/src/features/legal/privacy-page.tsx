import { usePageMeta } from '../../lib/page-meta';
import { LegalDocument } from './legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-content';

export function PrivacyPage() {
  usePageMeta('Privacy policy', 'How HandleHub collects, uses and protects your information.');
  return <LegalDocument title="Privacy policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
