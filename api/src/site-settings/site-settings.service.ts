import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import { SETTINGS_SQL, type SettingRow, UPSERT_SETTING_SQL } from './site-settings.queries';

/**
 * The site's settings staff change, one `site_settings` row per key (absent: the default). Read on every
 * approval and registration, so kept per replica and dropped by the bus on any write (the writer's at its commit).
 */
@Injectable()
export class SiteSettingsService {
  private readonly snapshot = new CachedSnapshot<SiteSettings>(async () => {
    const rows = await db.many<SettingRow>(this.dataSource, SETTINGS_SQL);
    const stored = Object.fromEntries(rows.filter((r) => r.key in DEFAULT_SITE_SETTINGS).map((r) => [r.key, r.value]));
    return { ...DEFAULT_SITE_SETTINGS, ...stored } as SiteSettings;
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly tableWrites: TableWritesSubscriber,
    bus: BusService,
  ) {
    bus.watchTables(['site_settings'], () => this.snapshot.invalidate());
  }

  get(): Promise<SiteSettings> {
    return this.snapshot.get();
  }

  async update(patch: Partial<SiteSettings>, actor: StaffActor): Promise<SiteSettings> {
    const before = await this.get();
    const changed = Object.entries(patch).filter(
      ([k, v]) => v !== undefined && JSON.stringify(v) !== JSON.stringify(before[k as keyof SiteSettings]),
    );
    if (changed.length)
      await this.dataSource.transaction(async (m) => {
        for (const [key, value] of changed) await db.exec(m, UPSERT_SETTING_SQL, [key, JSON.stringify(value)]);
        await this.audit.record(m, actor, {
          action: 'setting.update',
          entity: 'setting',
          entityId: changed.map(([k]) => k).join(','),
          summary: `Changed ${changed.map(([k]) => k).join(', ')}`,
          before: Object.fromEntries(changed.map(([k]) => [k, before[k as keyof SiteSettings]])),
          after: Object.fromEntries(changed),
        });
        this.tableWrites.wrote(m, 'site_settings');
      });
    return this.get();
  }
}
