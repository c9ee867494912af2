import { usePageTitle } from '@cci/shared-ui';
import { otherGuides } from '../content/guides';
import { PROMPT_ENGINEERING_GUIDE } from '../content/guides/prompt-engineering';
import { PROMPT_TEMPLATES } from '../content/guides/prompt-templates';
import { TemplateGrid } from '../features/prompt-templates/components/template-grid';
import { GuideLayout } from '../features/static-page/components/guide-layout';

/** Spec §2 Guide pages (/prompt-engineering): principles, the 6 copyable templates, advanced techniques. */
export default function PromptEngineeringPage() {
  usePageTitle('Prompt Engineering Guide');
  return (
    <GuideLayout
      guide={PROMPT_ENGINEERING_GUIDE}
      otherGuides={otherGuides(PROMPT_ENGINEERING_GUIDE)}
      extras={{ 'prompt-templates': <TemplateGrid templates={PROMPT_TEMPLATES} /> }}
    />
  );
}
