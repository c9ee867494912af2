import type { Article } from '@cci/contracts';
import useSWR from 'swr';
import { featuredArticle } from '../ai-evolution';

/** GET /api/articles/featured: the first article of the list is the featured one (spec §7). */
export function useFeaturedArticle() {
  const { data, error, isLoading, mutate } = useSWR<Article[]>('/api/articles/featured');
  return { article: featuredArticle(data), loaded: data !== undefined, error, isLoading, retry: () => mutate() };
}
