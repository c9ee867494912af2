import { type Article, srcSetFor } from '@cci/contracts';
import { Badge, ButtonLink, Card, CardImage, Skeleton, media } from '@cci/shared-ui';
import { ArrowRight, CalendarDays, Clock, Star } from 'lucide-react';
import styled from 'styled-components';
import { publishedOn, readingMinutes } from '../ai-evolution';

/** Shown when an article has no picture of its own. */
const FALLBACK_IMAGE = '/images/articles/ai-community-featured.svg';

const Wrap = styled(Card)`
  display: grid;
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
  }
`;
const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.color.backgroundAlt};
  ${media.lg} {
    aspect-ratio: auto;
    min-height: 340px;
  }
`;
const Body = styled.div`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  ${media.md} {
    padding: ${(p) => p.theme.space(10)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    letter-spacing: -0.01em;
  }
  h2,
  > p {
    overflow-wrap: anywhere;
    max-width: 100%;
  }
  ${media.md} {
    h2 {
      font-size: ${(p) => p.theme.fontSize['3xl']};
    }
  }
  > p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.subtle};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  svg {
    width: 15px;
    height: 15px;
  }
`;

/**
 * Spec §2 AI Evolution: the featured article's image, title and excerpt. "Read Full Article" (the spec's button scrolled
 * to the top: there was no article page) opens the article's own page keeping its label.
 */
export function FeaturedArticleCard({ article }: { article: Article }) {
  const date = publishedOn(article.createdAt);
  return (
    <Wrap as="article" aria-labelledby="featured-article-title" data-testid="featured-article">
      <Media>
        <CardImage
          src={article.image || FALLBACK_IMAGE}
          srcSet={article.image ? (srcSetFor(article.image, 'webp') ?? undefined) : undefined}
          sizes="(min-width: 1024px) 50vw, 100vw"
          width={1200}
          height={675}
          decoding="async"
          fetchPriority="high"
        />
      </Media>
      <Body>
        <Badge $tone="accent">
          <Star aria-hidden="true" /> Featured Article
        </Badge>
        <h2 id="featured-article-title">{article.title}</h2>
        <p>{article.excerpt}</p>
        <Meta>
          {date && (
            <span>
              <CalendarDays aria-hidden="true" /> {date}
            </span>
          )}
          {article.content && (
            <span>
              <Clock aria-hidden="true" /> {readingMinutes(article.content)} min read
            </span>
          )}
        </Meta>
        <ButtonLink to={`/ai-evolution/${article.slug}`} $size="lg">
          Read Full Article <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Body>
    </Wrap>
  );
}

export function FeaturedArticleSkeleton() {
  return (
    <Wrap data-testid="featured-article-loading" aria-busy="true" aria-label="Loading the featured article">
      <Media>
        <Skeleton $h="100%" $radius="0" />
      </Media>
      <Body>
        <Skeleton $w="120px" $h="1.4rem" $radius="999px" />
        <Skeleton $w="85%" $h="2rem" />
        <Skeleton />
        <Skeleton $w="70%" />
        <Skeleton $w="170px" $h="50px" $radius="10px" />
      </Body>
    </Wrap>
  );
}
