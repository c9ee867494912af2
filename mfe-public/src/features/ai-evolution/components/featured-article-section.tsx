import { StateMessage } from '@cci/shared-ui';
import { FileText } from 'lucide-react';
import { useFeaturedArticle } from '../api/use-featured-article';
import { FeaturedArticleCard, FeaturedArticleSkeleton } from './featured-article';
import { LoadError } from '../../../components/load-error';

/** The featured article with its loading, error and empty states. */
export function FeaturedArticleSection() {
  const { article, error, isLoading, retry } = useFeaturedArticle();
  return (
    <section aria-label="Featured article">
      {error ? (
        <LoadError title="The featured article could not be loaded" onRetry={retry}>
          {error.message}
        </LoadError>
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
