import { usePageTitle } from '@cci/shared-ui';
import { Lock } from 'lucide-react';
import { PRIVACY_POLICY } from '../content/legal/privacy-policy';
import { LegalDocumentLayout } from '../features/static-page/components/legal-document-layout';

/** Spec §2 Legal (/privacy-policy): 13 sections under UK GDPR, last updated January 21, 2025. */
export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalDocumentLayout
      document={PRIVACY_POLICY}
      eyebrow={
        <>
          <Lock aria-hidden="true" /> UK GDPR
        </>
      }
    />
  );
}
