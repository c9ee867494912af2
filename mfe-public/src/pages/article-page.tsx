import {
  ApiError,
  Badge,
  ButtonLink,
  CardImage,
  Container,
  ResponsiveImage,
  Section,
  Skeleton,
  StateMessage,
  usePageTitle,
} from '@cci/shared-ui';
import { useArticle } from '@cci/shared-ui/api';
import { PostBody } from '@cci/forum-ui';
import { Link, useParams } from '@cci/shared-ui/router';
import { ArrowLeft, CalendarDays, Clock, PenLine } from 'lucide-react';
import styled from 'styled-components';
import { publishedOn, readingMinutes } from '../features/ai-evolution/ai-evolution';

const Article = styled.article`
  max-width: 760px;
  margin-inline: auto;
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  > a:first-child {
    justify-self: start;
  }
  h1 {
    font-size: clamp(2rem, 4vw + 1rem, 3rem);
    letter-spacing: -0.025em;
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
`;
const Lead = styled.p`
  font-size: ${(p) => p.theme.fontSize.xl};
  color: ${(p) => p.theme.color.muted};
  line-height: 1.6;
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Hero = styled.figure`
  margin: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.color.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Body = styled(PostBody)`
  font-size: ${(p) => p.theme.fontSize.lg};
  line-height: 1.75;
  h2,
  h3 {
    margin-top: ${(p) => p.theme.space(8)};
    letter-spacing: -0.01em;
  }
`;

/**
 * An article, pre-rendered and hydrated: title, author, dates, the image at the widths the browser needs
 * (srcset for uploaded images) and the Markdown content rendered by the API (sanitised). "Read Full Article" on the AI
 * Evolution page opens it.
 */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const valid = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 100;
  const { data, error } = useArticle(valid ? slug : '');
  usePageTitle(data ? data.title : 'Article', data ? { type: 'article', description: data.excerpt, image: data.image } : {});
  if (!valid || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return (
      <Section>
        <Container>
          <StateMessage title="Article not found">
            <Link to="/ai-evolution">Back to The AI Evolution</Link>
          </StateMessage>
        </Container>
      </Section>
    );
  if (!data)
    return (
      <Section>
        <Container>{error ? <p role="alert">The article could not be loaded.</p> : <Skeleton $h="480px" $radius="16px" />}</Container>
      </Section>
    );
  const published = publishedOn(data.createdAt);
  const updated = publishedOn(data.updatedAt);
  return (
    <Section>
      <Container>
        <Article aria-labelledby="article-title" data-testid="article">
          <ButtonLink to="/ai-evolution" $variant="ghost" $size="sm">
            <ArrowLeft aria-hidden="true" /> The AI Evolution
          </ButtonLink>
          <header>
            {data.featured && (
              <Badge $tone="primary" style={{ marginBottom: 12 }}>
                Featured
              </Badge>
            )}
            <h1 id="article-title">{data.title}</h1>
          </header>
          <Meta>
            <span>
              <PenLine aria-hidden="true" /> {data.author}
            </span>
            {published && (
              <span>
                <CalendarDays aria-hidden="true" /> <time dateTime={data.createdAt}>{published}</time>
              </span>
            )}
            {updated && updated !== published && <span>Updated {updated}</span>}
            <span>
              <Clock aria-hidden="true" /> {readingMinutes(data.content)} min read
            </span>
          </Meta>
          {data.image && (
            <Hero>
              {data.image.startsWith('/uploads/') ? (
                <ResponsiveImage src={data.image} sizes="(min-width: 820px) 760px, 100vw" width={1600} height={900} fetchPriority="high" />
              ) : (
                <CardImage src={data.image} ratio="16 / 9" />
              )}
            </Hero>
          )}
          {data.excerpt && <Lead>{data.excerpt}</Lead>}
          <Body html={data.html} />
        </Article>
      </Container>
    </Section>
  );
}
