import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import styled, { css } from 'styled-components';
import { RichText } from './rich-text';

type Tone = 'info' | 'warning' | 'success';

const tones = {
  info: css`
    background: ${(p) => p.theme.color.primarySoft};
    border-color: ${(p) => p.theme.color.primary};
    svg {
      color: ${(p) => p.theme.color.primary};
    }
  `,
  warning: css`
    background: ${(p) => p.theme.color.warningSoft};
    border-color: ${(p) => p.theme.color.warning};
    svg {
      color: ${(p) => p.theme.color.warning};
    }
  `,
  success: css`
    background: ${(p) => p.theme.color.successSoft};
    border-color: ${(p) => p.theme.color.success};
    svg {
      color: ${(p) => p.theme.color.success};
    }
  `,
};
const ICONS = { info: Info, warning: AlertTriangle, success: CheckCircle2 };

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  max-width: 70ch;
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  border-left: 4px solid;
  border-radius: ${(p) => p.theme.radius.md};
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.ink};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  p {
    color: ${(p) => p.theme.color.text};
  }
  ${(p) => tones[p.$tone]}
`;

/** A highlighted note inside a document: a key figure, a warning, a reassurance. */
export function Callout({ tone, title, text }: { tone: Tone; title: string; text: string }) {
  const Icon = ICONS[tone];
  return (
    <Box $tone={tone} role="note" aria-label={title}>
      <Icon aria-hidden="true" />
      <div>
        <strong>{title}</strong>
        <p>
          <RichText text={text} />
        </p>
      </div>
    </Box>
  );
}
