import { Badge, media, type BadgeTone } from '@cci/shared-ui';
import { BellRing } from 'lucide-react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';

/** Spec §2: static badges; nothing here is a setting the admin can change yet. */
const SETTINGS: readonly { label: string; detail: string; status: string; tone: BadgeTone }[] = [
  { label: 'New member notifications', detail: 'Staff hear about each new sign-up.', status: 'Enabled', tone: 'success' },
  { label: 'Notification email', detail: 'The address the notifications go to.', status: 'Active', tone: 'primary' },
  { label: 'Welcome templates', detail: 'One template for each of the seven communities.', status: 'Ready', tone: 'accent' },
];

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(4)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  span.detail {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.xs};
  }
`;

export function NotificationSettings() {
  return (
    <PanelCard aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title">
        <BellRing aria-hidden="true" /> Notification Settings
      </h2>
      <List>
        {SETTINGS.map((s) => (
          <li key={s.label}>
            <div>
              <strong>{s.label}</strong>
              <span className="detail">{s.detail}</span>
            </div>
            <Badge $tone={s.tone}>{s.status}</Badge>
          </li>
        ))}
      </List>
    </PanelCard>
  );
}
