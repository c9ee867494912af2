import { Badge, Button, Card, toast } from '@cci/shared-ui';
import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import type { PromptTemplate } from '../../../content/guides/prompt-templates';
import { COPIED_TOAST_TITLE } from '../model';

const Wrap = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  header {
    display: grid;
    justify-items: start;
    gap: ${(p) => p.theme.space(2)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  header p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Text = styled.pre`
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  border: 1px solid ${(p) => p.theme.color.border};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.6;
  color: ${(p) => p.theme.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const CopyButton = styled(Button)`
  justify-self: start;
  min-width: 10.5rem;
  /* Stays green while hovered: the outline variant's hover colours would otherwise win. */
  &[data-copied='true'],
  &[data-copied='true']:hover:not(:disabled) {
    background: ${(p) => p.theme.color.successSoft};
    border-color: ${(p) => p.theme.color.success};
    color: ${(p) => p.theme.color.success};
  }
`;

/**
 * One prompt template with its copy button (spec §2 Guide pages, §8, §9): on copy the button reads "Copied"
 * with a check for 2 seconds, and a "Copied!" toast confirms it.
 */
export function TemplateCard({ template }: { template: PromptTemplate }) {
  const { copied, copy } = useCopyToClipboard();
  const titleId = `template-${template.id}-title`;

  async function onCopy() {
    if (await copy(template.text)) {
      toast({ title: COPIED_TOAST_TITLE, description: `The “${template.title}” template is ready to paste.` });
    } else {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Your browser blocked the clipboard. Select the template text and copy it yourself.',
      });
    }
  }

  return (
    <Wrap as="article" aria-labelledby={titleId} data-testid="prompt-template">
      <header>
        <Badge $tone="accent">{template.category}</Badge>
        <h3 id={titleId}>{template.title}</h3>
        <p>{template.useCase}</p>
      </header>
      <Text data-testid="template-text">{template.text}</Text>
      <CopyButton $variant="outline" onClick={onCopy} data-copied={copied} aria-describedby={titleId}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span aria-live="polite">{copied ? 'Copied' : 'Copy template'}</span>
      </CopyButton>
    </Wrap>
  );
}
