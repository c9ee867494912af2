import { useFeaturedArticles } from '@cci/shared-ui/api';
import { featuredArticle } from '../ai-evolution';

/** GET /api/articles/featured: the first article of the list is the featured one (spec §7). */
export function useFeaturedArticle() {
  const { data, error, isLoading, mutate } = useFeaturedArticles();
  return { article: featuredArticle(data), loaded: data !== undefined, error, isLoading, retry: () => mutate() };
}
