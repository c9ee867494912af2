import { Badge } from '@cci/shared-ui';
import { Eye, Info } from 'lucide-react';
import styled from 'styled-components';
import { CenteredHero } from '../../../components/centered-hero';
import { ENGAGEMENT_PAGE } from '../engagement-copy';

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  max-width: 680px;
  text-align: left;
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.warningSoft};
  border: 1px solid ${(p) => p.theme.color.warningLine};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 1px;
    color: ${(p) => p.theme.color.warning};
  }
`;

/** Spec §2: title, "Preview Mode" badge, intro line, and the note that everything here is example material. */
export function EngagementHero() {
  return (
    <CenteredHero
      titleId="engagement-title"
      badge={
        <Badge $tone="warning" data-testid="preview-badge">
          <Eye aria-hidden="true" /> {ENGAGEMENT_PAGE.badge}
        </Badge>
      }
      title={ENGAGEMENT_PAGE.title}
      lead={ENGAGEMENT_PAGE.intro}
    >
      <Note data-testid="example-note">
        <Info aria-hidden="true" /> {ENGAGEMENT_PAGE.note}
      </Note>
    </CenteredHero>
  );
}
