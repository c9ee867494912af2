import { type SiteSettings, WELCOME_TEMPLATE_KEYS } from '@cci/contracts';
import { Badge, Button, media, toast } from '@cci/shared-ui';
import { updateSiteSettings, useSiteSettings } from '@cci/shared-ui/api';
import { Input } from '@cci/shared-ui/forms';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { failureMessage } from '../../../lib/admin-errors';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

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
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    align-content: start;
    padding: ${(p) => p.theme.space(4)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  li > div:first-child {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
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
  label.check {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    font-size: ${(p) => p.theme.fontSize.sm};
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
  form input {
    flex: 1 1 180px;
    min-width: 0;
  }
`;

/**
 * Spec §2's three settings, now real: new-member notices (on or off), the address they go to, and the
 * welcome templates, which can go out by themselves when staff approve a membership.
 */
export function NotificationSettings() {
  const id = useId();
  const { data: stored } = useAdminQuery(useSiteSettings(ADMIN_READ));
  const [email, setEmail] = useState<string | null>(null);
  // What the admin just chose shows at once; a refused change goes back to what is stored.
  const [chosen, setChosen] = useState<Partial<SiteSettings>>({});
  const data = stored && { ...stored, ...chosen };
  const save = async (patch: Partial<SiteSettings>, done: string) => {
    setChosen((c) => ({ ...c, ...patch }));
    try {
      await updateSiteSettings(patch);
      toast({ title: done });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Could not save the setting', description: failureMessage(err, 'Please try again.') });
    } finally {
      setChosen((c) => Object.fromEntries(Object.entries(c).filter(([k]) => !(k in patch))));
    }
  };
  const address = email ?? data?.notificationEmail ?? '';
  return (
    <PanelCard aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title">
        <BellRing aria-hidden="true" /> Notification Settings
      </h2>
      <List>
        <li>
          <div>
            <div>
              <strong>New member notifications</strong>
              <span className="detail">Staff hear about each new sign-up.</span>
            </div>
            <Badge $tone={data?.notifyNewMembers ? 'success' : 'neutral'}>{data?.notifyNewMembers ? 'Enabled' : 'Off'}</Badge>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={data?.notifyNewMembers ?? false}
              disabled={!data}
              onChange={(e) =>
                save(
                  { notifyNewMembers: e.target.checked },
                  e.target.checked ? 'New member notifications are on' : 'New member notifications are off',
                )
              }
            />
            E-mail staff about each new member
          </label>
        </li>
        <li>
          <div>
            <div>
              <strong>Notification email</strong>
              <span className="detail">The address the notifications go to.</span>
            </div>
            <Badge $tone={data?.notificationEmail ? 'primary' : 'neutral'}>{data?.notificationEmail ? 'Active' : 'Not set'}</Badge>
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save({ notificationEmail: address.trim() || null }, 'The notification address is saved');
            }}
          >
            <label htmlFor={`${id}-email`} className="visually-hidden">
              Notification email address
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              value={address}
              placeholder="team@example.com"
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" $variant="outline" $size="sm" disabled={!data}>
              Save
            </Button>
          </form>
        </li>
        <li>
          <div>
            <div>
              <strong>Welcome templates</strong>
              <span className="detail">One template for each community, {WELCOME_TEMPLATE_KEYS.length} in all.</span>
            </div>
            <Badge $tone="accent">Ready</Badge>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={data?.welcomeOnApproval ?? false}
              disabled={!data}
              onChange={(e) =>
                save(
                  { welcomeOnApproval: e.target.checked },
                  e.target.checked ? 'Welcome e-mails go out on approval' : 'Welcome e-mails are sent by hand',
                )
              }
            />
            Send the welcome e-mail when a membership is approved
          </label>
        </li>
      </List>
    </PanelCard>
  );
}
