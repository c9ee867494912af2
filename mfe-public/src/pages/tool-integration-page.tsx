import { usePageTitle } from '@cci/shared-ui';
import { otherGuides } from '../content/guides';
import { TOOL_INTEGRATION_GUIDE } from '../content/guides/tool-integration';
import { GuideLayout } from '../features/static-page/components/guide-layout';

/** Spec §2 Guide pages (/tool-integration): strategies, tools by category and best practices. */
export default function ToolIntegrationPage() {
  usePageTitle('AI Tool Integration Guide');
  return <GuideLayout guide={TOOL_INTEGRATION_GUIDE} otherGuides={otherGuides(TOOL_INTEGRATION_GUIDE)} />;
}
