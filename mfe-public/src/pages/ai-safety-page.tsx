import { usePageTitle } from '@cci/shared-ui';
import { otherGuides } from '../content/guides';
import { AI_SAFETY_GUIDE } from '../content/guides/ai-safety';
import { GuideLayout } from '../features/static-page/components/guide-layout';

/** Spec §2 Guide pages (/ai-safety): guidelines, security practices, risks and a checklist. */
export default function AiSafetyPage() {
  usePageTitle('AI Safety Guide');
  return <GuideLayout guide={AI_SAFETY_GUIDE} otherGuides={otherGuides(AI_SAFETY_GUIDE)} />;
}
