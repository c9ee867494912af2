import type {
  Article,
  ArticleDetail,
  Challenge,
  ContentItem,
  CreateArticle,
  CreateTrend,
  DiscussionCategory,
  MemberSpotlight,
  MentorProfile,
  Trend,
  UpdateArticle,
  UpdateTrend,
} from '../index';
import { shape } from './route';

// Articles and trends (staff write them), and the engagement page's example content.
export const articles = { method: 'GET', path: '/api/articles', response: shape<Article[]> } as const;
export const featuredArticles = { method: 'GET', path: '/api/articles/featured', response: shape<Article[]> } as const;
export const article = { method: 'GET', path: '/api/articles/:slug', response: shape<ArticleDetail> } as const;
export const createArticle = { method: 'POST', path: '/api/articles', body: shape<CreateArticle>, response: shape<Article> } as const;
export const updateArticle = {
  method: 'PATCH',
  path: '/api/articles/:id',
  body: shape<UpdateArticle>,
  response: shape<ContentItem>,
} as const;
export const archiveArticle = { method: 'DELETE', path: '/api/articles/:id' } as const;
export const trends = { method: 'GET', path: '/api/trends', response: shape<Trend[]> } as const;
export const createTrend = { method: 'POST', path: '/api/trends', body: shape<CreateTrend>, response: shape<Trend> } as const;
export const updateTrend = { method: 'PATCH', path: '/api/trends/:id', body: shape<UpdateTrend>, response: shape<ContentItem> } as const;
export const archiveTrend = { method: 'DELETE', path: '/api/trends/:id' } as const;

export const memberSpotlights = { method: 'GET', path: '/api/member-spotlights', response: shape<MemberSpotlight[]> } as const;
export const discussionCategories = { method: 'GET', path: '/api/discussion-categories', response: shape<DiscussionCategory[]> } as const;
export const challengePreviews = { method: 'GET', path: '/api/challenges', response: shape<Challenge[]> } as const;
export const mentorProfiles = { method: 'GET', path: '/api/mentor-profiles', response: shape<MentorProfile[]> } as const;
