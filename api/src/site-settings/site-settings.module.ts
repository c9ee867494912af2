import { Global, Module } from '@nestjs/common';
import { SiteSettingsService } from './site-settings.service';

/** Global: registration (the new-member notice) and approvals read the settings. */
@Global()
@Module({ providers: [SiteSettingsService], exports: [SiteSettingsService] })
export class SiteSettingsModule {}
