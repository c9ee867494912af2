import type { DemoRequestRecord } from '@cci/contracts';
import { Badge, StateMessage } from '@cci/shared-ui';
import { MonitorX } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { communityLabel, timeSlotLabel } from '../labels';
import { CardList, Detail, Details, RequestCard, Tags } from './request-card';

const Code = styled.code`
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

/** Demo bookings from /demo; the confirmation id is the one the visitor's request was stored under. */
export function DemoRequestsList<R extends DemoRequestRecord>({ rows, footer }: { rows: readonly R[]; footer?: (r: R) => ReactNode }) {
  if (!rows.length)
    return (
      <StateMessage role="status" icon={<MonitorX size={28} aria-hidden="true" />}>
        No demo requests yet.
      </StateMessage>
    );
  return (
    <CardList>
      {rows.map((r) => {
        const who = [r.role, r.company].filter(Boolean).join(' · ');
        return (
          <RequestCard key={r.id} title={r.name} createdAt={r.createdAt} testId="demo-request">
            <Tags>
              <Badge $tone="primary">{communityLabel(r.communityInterest)}</Badge>
              <Badge $tone="accent">{timeSlotLabel(r.preferredTime)}</Badge>
            </Tags>
            <Details>
              <Detail label="Email">
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </Detail>
              <Detail label="Role and company">{who}</Detail>
              <Detail label="Interests">{r.specificInterests?.length ? r.specificInterests.join(', ') : null}</Detail>
              <Detail label="Notes">{r.additionalNotes}</Detail>
              <Detail label="Confirmation">
                <Code>{r.confirmationId}</Code>
              </Detail>
            </Details>
            {footer?.(r)}
          </RequestCard>
        );
      })}
    </CardList>
  );
}
