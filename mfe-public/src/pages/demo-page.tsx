import { Badge, Container, Lead, PageTitle, media, usePageTitle } from '@cci/shared-ui';
import { Video } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DEMO_FORM_COPY, DEMO_INTRO } from '../content/demo';
import { DemoConfirmation } from '../features/demo-request/components/demo-confirmation';
import { DemoRequestForm } from '../features/demo-request/components/demo-request-form';
import { WhatToExpect } from '../features/demo-request/components/what-to-expect';
import { FormPanel } from '../components/form-panel';

const Page = styled.div`
  background: ${(p) => p.theme.gradient.hero};
  padding: ${(p) => p.theme.space(12)} 0 ${(p) => p.theme.space(16)};
  ${media.md} {
    padding: ${(p) => p.theme.space(16)} 0 ${(p) => p.theme.space(20)};
  }
`;
const Intro = styled.header`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  text-align: center;
  margin-bottom: ${(p) => p.theme.space(10)};
  ${Lead} {
    max-width: 60ch;
  }
`;
const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    gap: ${(p) => p.theme.space(10)};
  }
  > aside {
    ${media.lg} {
      position: sticky;
      top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(6)});
    }
  }
`;
const PanelHead = styled.header`
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  p {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
  }
`;

/** Spec §2 Demo request (/demo): the form and the "what to expect" list, then a confirmation screen. */
export default function DemoPage() {
  usePageTitle('Request a Demo');
  const [sentBy, setSentBy] = useState<string | null>(null);

  return (
    <Page>
      <Container>
        {sentBy !== null ? (
          <DemoConfirmation name={sentBy} />
        ) : (
          <>
            <Intro>
              <Badge $tone="primary">
                <Video aria-hidden="true" /> {DEMO_INTRO.eyebrow}
              </Badge>
              <PageTitle>{DEMO_INTRO.title}</PageTitle>
              <Lead>{DEMO_INTRO.lead}</Lead>
            </Intro>
            <Layout>
              <FormPanel as="section" aria-labelledby="demo-form-title">
                <PanelHead>
                  <h2 id="demo-form-title">{DEMO_FORM_COPY.title}</h2>
                  <p>{DEMO_FORM_COPY.lead}</p>
                </PanelHead>
                <DemoRequestForm onSent={setSentBy} />
              </FormPanel>
              <WhatToExpect />
            </Layout>
          </>
        )}
      </Container>
    </Page>
  );
}
