import { Badge, media } from '@cci/shared-ui';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EXAMPLE_CONTENT_LABEL, type EngagementSectionCopy } from '../engagement-copy';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(4)};
  p {
    margin-top: ${(p) => p.theme.space(1.5)};
    color: ${(p) => p.theme.color.muted};
  }
`;
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
`;
/** On phones the buttons stretch to full rows rather than wrapping raggedly. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  flex: 1 1 100%;
  > * {
    flex: 1 1 auto;
  }
  ${media.md} {
    flex: 0 0 auto;
    > * {
      flex: none;
    }
  }
`;

/** The "Example Content" label every tab carries while the community is in preview (spec §2). */
export function ExampleContentBadge() {
  return (
    <Badge $tone="accent">
      <FlaskConical aria-hidden="true" /> {EXAMPLE_CONTENT_LABEL}
    </Badge>
  );
}

/** A tab's heading, its example-content label, subtitle and (optional) buttons. */
export function TabHeader({ copy, headingId, actions }: { copy: EngagementSectionCopy; headingId: string; actions?: ReactNode }) {
  return (
    <Head>
      <div>
        <TitleRow>
          <h2 id={headingId}>{copy.heading}</h2>
          <ExampleContentBadge />
        </TitleRow>
        <p>{copy.subtitle}</p>
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Head>
  );
}
