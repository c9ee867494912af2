import type { AdminRequests } from '@cci/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import styled from 'styled-components';
import { DemoRequestsList } from './demo-requests-list';
import { EventRequestsList } from './event-requests-list';
import { WaitlistTable } from './waitlist-table';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.25rem;
  margin-left: ${(p) => p.theme.space(1.5)};
  padding: 0 ${(p) => p.theme.space(1.5)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.ink};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

/** The three kinds of request, each newest first as the server sends them. */
export function RequestsTabs({ inbox }: { inbox: AdminRequests }) {
  return (
    <Tabs defaultValue="events">
      <TabsList aria-label="Request types">
        <TabsTrigger value="events">
          Event Requests <Count>{inbox.eventRequests.length}</Count>
        </TabsTrigger>
        <TabsTrigger value="demos">
          Demo Requests <Count>{inbox.demoRequests.length}</Count>
        </TabsTrigger>
        <TabsTrigger value="waitlist">
          Waitlist <Count>{inbox.waitlist.length}</Count>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="events">
        <EventRequestsList rows={inbox.eventRequests} />
      </TabsContent>
      <TabsContent value="demos">
        <DemoRequestsList rows={inbox.demoRequests} />
      </TabsContent>
      <TabsContent value="waitlist">
        <WaitlistTable rows={inbox.waitlist} />
      </TabsContent>
    </Tabs>
  );
}
