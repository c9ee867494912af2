import { ButtonLink, media } from '@cci/shared-ui';
import { Activity, ArrowRight, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { StatCounters } from './stat-counters';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
`;
const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr;
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
`;
const Quiet = styled.p`
  display: grid;
  place-items: center;
  min-height: 120px;
  ${media.md} {
    min-height: 180px;
  }
  padding: ${(p) => p.theme.space(6)};
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  text-align: center;
  color: ${(p) => p.theme.color.muted};
`;

/**
 * Spec §2 Overview: the four counters and the "Recent Activity" box, plus the ways to the requests inbox
 * (given by the page, from its own feature) and to the communications panel.
 */
export function OverviewTab({ requests }: { requests: ReactNode }) {
  return (
    <Stack>
      <StatCounters />
      <Columns>
        <PanelCard aria-labelledby="recent-activity-title" data-testid="recent-activity">
          <h2 id="recent-activity-title">
            <Activity aria-hidden="true" /> Recent Activity
          </h2>
          <Quiet>Recent member activity will appear here.</Quiet>
        </PanelCard>
        <Side>
          {requests}
          <PanelCard aria-labelledby="communications-title">
            <h2 id="communications-title">
              <Mail aria-hidden="true" /> Communications
            </h2>
            <p>Send personalised welcome emails to new members.</p>
            <ButtonLink to="/admin/communications" $variant="secondary" $size="sm">
              Open communications <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </PanelCard>
        </Side>
      </Columns>
    </Stack>
  );
}
