import { usePageTitle } from '@cci/shared-ui';
import { HeartHandshake } from 'lucide-react';
import { COMMUNITY_GUIDELINES } from '../content/legal/community-guidelines';
import { LegalDocumentLayout } from '../features/static-page/components/legal-document-layout';

/** Spec §2 Legal and guidelines (/community-guidelines): values, rules, reporting, enforcement, link to /about. */
export default function CommunityGuidelinesPage() {
  usePageTitle('Community Guidelines');
  return (
    <LegalDocumentLayout
      document={COMMUNITY_GUIDELINES}
      eyebrow={
        <>
          <HeartHandshake aria-hidden="true" /> Community
        </>
      }
    />
  );
}
