import { GUIDES, otherGuides } from '.';
import { AI_SAFETY_GUIDE } from './ai-safety';
import { PROMPT_ENGINEERING_GUIDE } from './prompt-engineering';
import { PROMPT_TEMPLATES } from './prompt-templates';
import { TOOL_INTEGRATION_GUIDE } from './tool-integration';

describe('prompt templates (spec §9: 6)', () => {
  it('there are exactly 6, each with a unique id and title', () => {
    expect(PROMPT_TEMPLATES).toHaveLength(6);
    expect(new Set(PROMPT_TEMPLATES.map((t) => t.id)).size).toBe(6);
    expect(new Set(PROMPT_TEMPLATES.map((t) => t.title)).size).toBe(6);
  });
  it('each template is a usable prompt with [placeholders] to fill in', () => {
    for (const t of PROMPT_TEMPLATES) {
      expect(t.text.length).toBeGreaterThan(120);
      expect(t.text).toMatch(/\[[^\]]+\]/);
      expect(t.text).toBe(t.text.trim());
    }
  });
});

describe('guides (spec §2 Guide pages)', () => {
  it('prompt engineering: 5-6 core principles, a templates section and advanced techniques', () => {
    const [principles, templates, techniques] = PROMPT_ENGINEERING_GUIDE.sections;
    const cards = principles.body.find((b) => typeof b !== 'string' && b.kind === 'cards');
    expect(cards && typeof cards !== 'string' && cards.kind === 'cards' ? cards.items.length : 0).toBeGreaterThanOrEqual(5);
    expect(templates.id).toBe('prompt-templates');
    const text = JSON.stringify(techniques);
    for (const t of ['Few-shot', 'Chain of thought', 'Role prompting', 'Constraints', 'Iteration']) expect(text).toContain(t);
  });
  it('AI safety has guidelines, security practices, risks and a checklist', () => {
    expect(AI_SAFETY_GUIDE.sections.map((s) => s.id)).toEqual(['safety-guidelines', 'security-practices', 'risks', 'safety-checklist']);
    const checklist = AI_SAFETY_GUIDE.sections[3].body.find((b) => typeof b !== 'string' && b.kind === 'checklist');
    expect(
      checklist && typeof checklist !== 'string' && checklist.kind === 'checklist' ? checklist.items.length : 0,
    ).toBeGreaterThanOrEqual(8);
  });
  it('tool integration has strategies, tools by category and best practices', () => {
    expect(TOOL_INTEGRATION_GUIDE.sections.map((s) => s.id)).toEqual(['integration-strategies', 'tools-by-category', 'best-practices']);
  });
  it('each guide sends readers to its community', () => {
    expect(GUIDES.map((g) => [g.path, g.community.slug])).toEqual([
      ['/prompt-engineering', 'creatives'],
      ['/ai-safety', 'educators'],
      ['/tool-integration', 'entrepreneurs'],
    ]);
  });
  it('"Keep learning" lists the other two guides', () => {
    expect(otherGuides(AI_SAFETY_GUIDE).map((g) => g.path)).toEqual(['/prompt-engineering', '/tool-integration']);
  });
  it('section ids are unique across a guide and anchor-safe', () => {
    for (const g of GUIDES) {
      const ids = g.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      ids.forEach((id) => expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
    }
  });
});
