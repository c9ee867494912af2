import { media } from '@cci/shared-ui';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import styled from 'styled-components';
import { EARLY_ACCESS_COPY, EARLY_ACCESS_ID } from '../../../content/ai-agent';
import { FormPanel } from '../../../components/form-panel';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { WaitlistForm } from './waitlist-form';
import { IconItems } from '../../../components/icon-items';

const Anchor = styled.section`
  /* Clear the sticky navigation bar when jumped to. */
  scroll-margin-top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(4)});
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1fr 1.15fr;
    gap: ${(p) => p.theme.space(14)};
  }
`;
const Copy = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSize['3xl']};
    letter-spacing: -0.02em;
  }
  h2 svg {
    flex: none;
    width: 28px;
    height: 28px;
    color: ${(p) => p.theme.color.accent};
  }
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  ul {
    display: grid;
    gap: ${(p) => p.theme.space(2.5)};
    margin: ${(p) => p.theme.space(2)} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2.5)};
  }
  li svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 3px;
    color: ${(p) => p.theme.color.success};
  }
`;

/** Spec §2 AI Coach: the early-access form, anchored at "early-access" (deep links scroll to it). */
export function EarlyAccessSection() {
  const section = useRef<HTMLElement>(null);
  useScrollToHash(EARLY_ACCESS_ID, section);
  return (
    <Anchor id={EARLY_ACCESS_ID} ref={section} aria-labelledby="early-access-title">
      <Copy>
        <h2 id="early-access-title">
          <BellRing aria-hidden="true" /> {EARLY_ACCESS_COPY.title}
        </h2>
        <p>{EARLY_ACCESS_COPY.lead}</p>
        <ul>
          <IconItems items={EARLY_ACCESS_COPY.perks} icon={CheckCircle2} />
        </ul>
      </Copy>
      <FormPanel>
        <WaitlistForm />
      </FormPanel>
    </Anchor>
  );
}
