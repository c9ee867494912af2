import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AdminModule } from './admin/admin.module';
import { ArticlesModule } from './articles/articles.module';
import { ReachModule } from './reach/reach.module';
import { AuditModule } from './audit/audit.module';
import { ContentAdminModule } from './content-admin/content-admin.module';
import { MembersAdminModule } from './members-admin/members-admin.module';
import { UploadsModule } from './uploads/uploads.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { AuthModule, type AuthModuleOptions } from './auth/auth.module';
import { BusModule } from './bus/bus.module';
import { CommunitiesModule } from './communities/communities.module';
import { APP_CONFIG } from './config/app-config.token';
import type { AppConfig } from './config/config';
import { EngageModule } from './engage/engage.module';
import { EngagementModule } from './engagement/engagement.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { LimitsModule } from './limits/limits.module';
import { MeModule } from './me/me.module';
import { MembersModule } from './members/members.module';
import { RequestsModule } from './requests/requests.module';
import { REQUESTS_THROTTLE_LIMIT, type RequestsModuleOptions } from './requests/requests.throttle';
import { TrendsModule } from './trends/trends.module';
import { ActivityModule } from './activity/activity.module';
import { DiscussionsModule } from './discussions/discussions.module';
import { LiveModule } from './live/live.module';
import { ConversationsModule } from './conversations/conversations.module';
import { MemberPostsModule } from './member-posts/member-posts.module';
import { ModerationModule } from './moderation/moderation.module';
import { NotificationsModule } from './notifications/notifications.module';
import { SearchModule } from './search/search.module';
import { PointsModule } from './points/points.module';
import { ChallengesModule } from './challenges/challenges.module';
import { MentoringModule } from './mentoring/mentoring.module';
import { SpotlightsModule } from './spotlights/spotlights.module';
import { BookmarksModule } from './bookmarks/bookmarks.module';
import { DraftsModule } from './drafts/drafts.module';
import { TagsModule } from './tags/tags.module';
import { FollowsModule } from './follows/follows.module';
import { AnnouncementsModule } from './announcements/announcements.module';

export { APP_CONFIG };

export interface AppModuleOptions {
  config: AppConfig;
  /** Already initialised, migrated and seeded (database/open-database.ts). */
  dataSource: DataSource;
  logger: Logger;
  /** Options of the auth module (tests change the throttling limits). */
  auth?: AuthModuleOptions;
  /** Options of the public forms (tests change the throttling limit). */
  requests?: RequestsModuleOptions;
  /** Extra modules (tests mount probe controllers). */
  imports?: ModuleMetadata['imports'];
}

@Module({})
export class AppModule {
  static forRoot({ config, dataSource, logger, auth, requests = {}, imports = [] }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Nest's own logs (new Logger(...)) through the root pino logger. forRoutes: [] mounts no pino-http
        // middleware: request lines come from Fastify's logger (common/logging.ts, RequestLogController).
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        // Nest adopts the DataSource opened at boot (and destroys it on app.close()).
        TypeOrmModule.forRootAsync({ useFactory: () => dataSource.options, dataSourceFactory: async () => dataSource }),
        BusModule,
        AuditModule,
        ContentAdminModule,
        MembersAdminModule,
        UploadsModule,
        SiteSettingsModule,
        LimitsModule,
        CommunitiesModule,
        EventsModule,
        HealthModule,
        AuthModule.forRoot(auth),
        ArticlesModule,
        TrendsModule,
        RequestsModule,
        EngagementModule,
        AdminModule,
        MeModule,
        MembersModule,
        LiveModule,
        NotificationsModule,
        DiscussionsModule,
        ActivityModule,
        SearchModule,
        ModerationModule,
        MemberPostsModule,
        PointsModule,
        ChallengesModule,
        MentoringModule,
        SpotlightsModule,
        FollowsModule,
        BookmarksModule,
        DraftsModule,
        TagsModule,
        ReachModule,
        EngageModule,
        ConversationsModule,
        AnnouncementsModule,
        ...imports,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: REQUESTS_THROTTLE_LIMIT, useValue: requests.throttle ?? {} },
      ],
      exports: [APP_CONFIG, REQUESTS_THROTTLE_LIMIT],
    };
  }
}
