import { SectionTitle, media } from '@cci/shared-ui';
import { ArrowRight, Lightbulb, Plug, ShieldCheck, Wand2, type LucideIcon } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { gridList, IconTile } from '../../../components/list-styles';
import { AI_TIPS, AI_TIPS_LEAD, AI_TIPS_TITLE, tipTarget, type AiTip } from '../../../content/ai-tips';

const ICONS: Record<NonNullable<AiTip['icon']>, LucideIcon> = { prompt: Wand2, safety: ShieldCheck, tools: Plug };

const Head = styled.div`
  margin-bottom: ${(p) => p.theme.space(8)};
  p {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Grid = styled.ul`
  ${gridList(5)}
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const TipLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.sm};
  color: inherit;
  text-decoration: none;
  transition:
    transform 180ms ease,
    box-shadow 180ms ease,
    border-color 180ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${(p) => p.theme.shadow.md};
    border-color: ${(p) => p.theme.color.primaryLine};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    flex: 1;
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.primary};
  svg {
    width: 16px;
    height: 16px;
  }
`;

/** Spec §2 AI Evolution: the three "AI Tips & Tricks" cards, each opening its guide page. */
export function AiTipsSection() {
  return (
    <section aria-labelledby="tips-title">
      <Head>
        <SectionTitle id="tips-title">{AI_TIPS_TITLE}</SectionTitle>
        <p>{AI_TIPS_LEAD}</p>
      </Head>
      <Grid>
        {AI_TIPS.map((tip) => {
          const Icon = tip.icon ? ICONS[tip.icon] : Lightbulb;
          return (
            <li key={tip.title}>
              <TipLink to={tipTarget(tip)} data-testid="ai-tip-card">
                <IconTile $ground="primarySoft" $ink="primary">
                  <Icon aria-hidden="true" />
                </IconTile>
                <h3>{tip.title}</h3>
                <p>{tip.description}</p>
                <More aria-hidden="true">
                  Read the guide <ArrowRight />
                </More>
              </TipLink>
            </li>
          );
        })}
      </Grid>
    </section>
  );
}
