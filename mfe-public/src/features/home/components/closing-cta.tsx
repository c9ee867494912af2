import { ButtonLink, Container, Section, media } from '@cci/shared-ui';
import { CalendarCheck, LayoutDashboard, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { bannerHeading } from '../../../components/banner-styles';
import { CLOSING_CTA, MEMBER_DASHBOARD_LABEL } from '../../../content/home';
import { useDashboardPath } from '../../../lib/use-dashboard-path';
import { SessionActions } from './session-actions';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(5)};
  text-align: center;
  padding: ${(p) => p.theme.space(12)} ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.gradient.hero};
  border: 1px solid ${(p) => p.theme.color.border};
  ${media.md} {
    padding: ${(p) => p.theme.space(16)};
  }
  ${bannerHeading('4xl')}
  p {
    max-width: 58ch;
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.muted};
  }
`;
/** Between the communities section and the footer, whose spacing already surrounds it. */
const Wrap = styled(Section)`
  padding-top: 0;
  padding-bottom: 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
`;

/** Spec §2 Home: the closing call to action; members get their dashboard instead of the register prompt (§4). */
export function ClosingCta() {
  const dashboard = useDashboardPath();
  return (
    <Wrap aria-labelledby="closing-title">
      <Container>
        <Panel>
          <h2 id="closing-title">{CLOSING_CTA.title}</h2>
          <p>{CLOSING_CTA.text}</p>
          <Actions>
            <SessionActions
              visitor={
                <ButtonLink to="/register" $size="lg">
                  <UserPlus aria-hidden="true" /> {CLOSING_CTA.join}
                </ButtonLink>
              }
              member={
                <ButtonLink to={dashboard} $size="lg">
                  <LayoutDashboard aria-hidden="true" /> {MEMBER_DASHBOARD_LABEL}
                </ButtonLink>
              }
            />
            <ButtonLink to="/demo" $variant="outline" $size="lg">
              <CalendarCheck aria-hidden="true" /> {CLOSING_CTA.demo}
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Wrap>
  );
}
