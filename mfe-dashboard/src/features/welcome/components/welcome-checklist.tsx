import type { Account } from '@cci/contracts';
import { Button, Card } from '@cci/shared-ui';
import { updateWelcome } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { checklistOf, welcomePath } from '../welcome-steps';

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  h2 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1.5)};
    flex: 1 1 20rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > a,
  li > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.fontSize.sm};
    border: 1px solid ${(p) => p.theme.color.border};
  }
  li > span {
    color: ${(p) => p.theme.color.muted};
    text-decoration: line-through;
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;

/**
 * The dashboard's first-day checklist, one compact row until the welcome is done or dismissed: what is left links to
 * its step of /dashboard/welcome; what is done is struck through.
 */
export function WelcomeChecklist({ account }: { account: Account }) {
  if (account.welcome.done) return null;
  const items = checklistOf(account);
  const done = items.filter((i) => i.done).length;
  return (
    <Box as="section" aria-labelledby="welcome-checklist-title" data-testid="welcome-checklist">
      <h2 id="welcome-checklist-title">
        Your first day: {done} of {items.length} done
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.done ? (
              <span>
                <Check aria-hidden="true" /> {item.label} <span className="visually-hidden">(done)</span>
              </span>
            ) : (
              <Link to={welcomePath(item.step)}>{item.label}</Link>
            )}
          </li>
        ))}
      </ul>
      <Button $variant="ghost" $size="sm" onClick={() => void updateWelcome({ done: true })} aria-label="Dismiss the first-day checklist">
        <X aria-hidden="true" /> Dismiss
      </Button>
    </Box>
  );
}
