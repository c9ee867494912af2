import { ARTICLES_FEED_PATH, SITEMAP_PATH } from '@cci/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReachService } from './reach.service';

/** How long a crawler or feed reader may keep an answer (the API itself rebuilds only after a write). */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/** The rules for crawlers: members' and staff areas and the API are not for them. */
const ROBOTS_RULES = ['User-agent: *', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /api/'];

const send = (reply: FastifyReply, type: string, body: string | undefined) =>
  body === undefined ? reply.callNotFound() : reply.header('cache-control', CACHE_CONTROL).type(type).send(body);

/**
 * The site's files for the rest of the web, at the site's own paths rather than under /api (so neither Nest's global
 * prefix nor the /api route table applies: like the pages, web.ts): the sitemap, the feeds and robots.txt. The
 * gateway sends every path but /mfe/* to the API, so `npm start` and the gateway serve them alike.
 *
 * - /sitemap.xml: the sitemap, or over 50,000 URLs the index of its parts, /sitemaps/<n>.xml;
 * - /rss.xml: the articles (RSS 2.0); /feed: a permanent redirect to it;
 * - /community/<slug>/feed.xml: the community's latest threads (RSS 2.0), 404 for a slug that names none;
 * - /robots.txt: the crawl rules and where the sitemap is (absolute, from PUBLIC_URL).
 */
export function registerReach(fastify: FastifyInstance, reach: ReachService): void {
  fastify.get(SITEMAP_PATH, async (_req, reply) => send(reply, XML, await reach.sitemapXml()));
  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    return send(reply, XML, part ? await reach.sitemapPart(Number(part[1])) : undefined);
  });
  fastify.get(ARTICLES_FEED_PATH, async (_req, reply) => send(reply, RSS, await reach.articlesFeedXml()));
  fastify.get('/feed', (_req, reply) => reply.redirect(ARTICLES_FEED_PATH, 301));
  fastify.get<{ Params: { slug: string } }>('/community/:slug/feed.xml', async (req, reply) =>
    send(reply, RSS, req.params.slug.length <= 100 ? await reach.communityFeedXml(req.params.slug) : undefined),
  );
  fastify.get('/robots.txt', (_req, reply) =>
    send(reply, 'text/plain; charset=utf-8', [...ROBOTS_RULES, '', `Sitemap: ${reach.sitemapUrl}`, ''].join('\n')),
  );
}
