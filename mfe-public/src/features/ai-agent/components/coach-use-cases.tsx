import { Briefcase, Compass, Mic2, SearchCheck, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { media } from '@cci/shared-ui';
import { COACH_USE_CASES, type UseCaseIcon } from '../../../content/ai-agent';
import { UseCaseCard } from './use-case-card';

const ICONS: Record<UseCaseIcon, LucideIcon> = { pitch: Mic2, interview: Briefcase, research: SearchCheck, life: Compass };

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Spec §2: the use-case cards that expand on click. */
export function CoachUseCases() {
  return (
    <Grid>
      {COACH_USE_CASES.map((useCase) => (
        <UseCaseCard key={useCase.id} useCase={useCase} icon={ICONS[useCase.icon]} />
      ))}
    </Grid>
  );
}
