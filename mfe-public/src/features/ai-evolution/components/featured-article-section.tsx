import { Button, StateMessage } from '@cci/shared-ui';
import { AlertTriangle, FileText } from 'lucide-react';
import { useFeaturedArticle } from '../api/use-featured-article';
import { FeaturedArticleCard, FeaturedArticleSkeleton } from './featured-article';

/** The featured article with its loading, error and empty states. */
export function FeaturedArticleSection() {
  const { article, error, isLoading, retry } = useFeaturedArticle();
  return (
    <section aria-label="Featured article">
      {error ? (
        <StateMessage
          role="alert"
          icon={<AlertTriangle size={32} aria-hidden="true" />}
          title="The featured article could not be loaded"
          actions={
            <Button $variant="outline" onClick={retry}>
              Try again
            </Button>
          }
        >
          {error.message}
        </StateMessage>
      ) : isLoading ? (
        <FeaturedArticleSkeleton />
      ) : article ? (
        <FeaturedArticleCard article={article} />
      ) : (
        <StateMessage role="status" icon={<FileText size={32} aria-hidden="true" />}>
          Our next featured article is on its way. Check back soon.
        </StateMessage>
      )}
    </section>
  );
}
