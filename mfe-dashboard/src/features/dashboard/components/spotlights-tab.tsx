import { SpotlightInputSchema, type SpotlightView, validateWith } from '@cci/contracts';
import { Badge, Button, Card, ImageFrame, ResponsiveImage, Skeleton, toast } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { submitSpotlight, useMySpotlights, useSpotlights } from '@cci/shared-ui/api';
import { DiscussionDialog } from '@cci/forum-ui';
import { TextAreaField, TextField } from '@cci/shared-ui/forms';
import { Link } from '@cci/shared-ui/router';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { failureOf } from '../../../lib/submit';
import { TabPlaceholderPanel } from './tab-placeholder';
import { CardGridList } from '../../../components/wrap-list';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
const Item = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(3)};
  > span {
    justify-self: start;
  }
  padding: ${(p) => p.theme.space(5)};
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.text};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
const Author = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Tools = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const FormGrid = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;

interface Values {
  title?: string;
  story?: string;
  tools?: string;
  results?: string;
}
const toInput = (slug: string, v: Values) => ({
  community: slug,
  title: v.title ?? '',
  story: v.story ?? '',
  aiToolsUsed: (v.tools ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
  results: v.results ?? '',
});
const validate = validateWith(SpotlightInputSchema);
const STATUS_LABEL = { pending: 'Waiting for review', approved: 'Published', rejected: 'Not approved' } as const;

export function SpotlightCard({ s }: { s: SpotlightView }) {
  return (
    <Item as="article" data-testid="spotlight-card">
      {s.featured && (
        <Badge $tone="warning">
          <Star size={12} aria-hidden="true" /> Featured
        </Badge>
      )}
      {s.image && (
        <ImageFrame>
          <ResponsiveImage src={s.image} sizes="(min-width: 768px) 360px, 100vw" alt="" loading="lazy" />
        </ImageFrame>
      )}
      <h3>{s.title}</h3>
      {s.author && (
        <Author>
          <Avatar member={s.author} size={28} />
          <Link to={`/members/${s.author.id}`}>{s.author.displayName}</Link>
        </Author>
      )}
      <p>{s.story}</p>
      {s.aiToolsUsed.length > 0 && (
        <Tools aria-label="AI tools used">
          {s.aiToolsUsed.map((t) => (
            <li key={t}>
              <Badge $tone="primary">{t}</Badge>
            </li>
          ))}
        </Tools>
      )}
      {s.results && (
        <p>
          <strong>Results:</strong> {s.results}
        </p>
      )}
    </Item>
  );
}

/** Where "View Spotlights" leads when this community has none yet. */
export const MEMBER_SPOTLIGHTS = '/community-engagement';

/**
 * The dashboard's Spotlights tab: the community's approved spotlights, featured first, and "Share your
 * story" (reviewed by an admin before it shows). The spec's placeholder is the empty state.
 */
export default function SpotlightsTab({
  slug,
  communityName,
  placeholder,
}: {
  slug: string;
  communityName: string;
  placeholder: TabPlaceholder;
}) {
  const { data, error } = useSpotlights(slug);
  const mine = useMySpotlights();
  const [open, setOpen] = useState(false);
  const waiting = (mine.data ?? []).filter((s) => s.community?.slug === slug && s.status !== 'approved');
  if (!data && !error) return <Skeleton $h="240px" $radius="16px" />;
  return (
    <Layout data-testid="dashboard-spotlights">
      <Bar>
        <p>Members’ stories of what they built with AI, reviewed by the team.</p>
        <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
          <Star aria-hidden="true" /> Share your story
        </Button>
      </Bar>
      {waiting.length > 0 && (
        <ul aria-label="Your spotlights" data-testid="my-spotlights">
          {waiting.map((s) => (
            <li key={s.id}>
              {s.title} <Badge $tone={s.status === 'rejected' ? 'danger' : 'warning'}>{STATUS_LABEL[s.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
      {data && data.length > 0 ? (
        <CardGridList $min="280px">
          {data.map((s) => (
            <li key={s.id}>
              <SpotlightCard s={s} />
            </li>
          ))}
        </CardGridList>
      ) : (
        // "View Spotlights" shows members' stories (the engagement page's Member Spotlights); sharing one is the button above.
        <TabPlaceholderPanel tab={placeholder} communityName={communityName} to={MEMBER_SPOTLIGHTS} />
      )}
      <DiscussionDialog open={open} onClose={() => setOpen(false)} title="Share your story" wide>
        <Form<Values>
          onSubmit={async (values) => {
            try {
              await submitSpotlight(toInput(slug, values));
              setOpen(false);
              toast({ title: 'Thank you!', description: 'Your spotlight will show once the team has reviewed it.' });
              return undefined;
            } catch (err) {
              return failureOf(err, 'Spotlight not sent');
            }
          }}
          validate={(values) => {
            const errors = validate(toInput(slug, values));
            if (!errors) return undefined;
            const { aiToolsUsed, ...rest } = errors as Record<string, string>;
            return { ...rest, ...(aiToolsUsed ? { tools: aiToolsUsed } : {}) };
          }}
          render={({ handleSubmit, submitting }) => (
            <FormGrid onSubmit={handleSubmit} noValidate aria-label="Share your story">
              <TextField name="title" label="Title" />
              <TextAreaField name="story" label="Your story" hint="What did you build or change with AI? At least 50 characters." />
              <TextField name="tools" label="AI tools used" hint="Separated by commas: ChatGPT, Midjourney" />
              <TextAreaField name="results" label="Results" />
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send for review'}
              </Button>
            </FormGrid>
          )}
        />
      </DiscussionDialog>
    </Layout>
  );
}
