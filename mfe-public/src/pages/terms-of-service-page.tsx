import { usePageTitle } from '@cci/shared-ui';
import { FileText } from 'lucide-react';
import { TERMS_OF_SERVICE } from '../content/legal/terms-of-service';
import { LegalDocumentLayout } from '../features/static-page/components/legal-document-layout';

/** Spec §2 Legal (/terms-of-service): 15 sections, law of England and Wales, liability capped at £100. */
export default function TermsOfServicePage() {
  usePageTitle('Terms of Service');
  return (
    <LegalDocumentLayout
      document={TERMS_OF_SERVICE}
      eyebrow={
        <>
          <FileText aria-hidden="true" /> Legal
        </>
      }
    />
  );
}
