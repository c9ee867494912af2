import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Times in the reader's zone, and the venue's (issue 30 §5).
 *
 * - `events.time_zone`: the venue's IANA zone for an event in a place (its page also shows the venue's local time);
 *   null for an online event. The seed's in-person events get theirs from the seed.
 * - An event an admin created with an ISO date in the free-text Date field, and no start, gets that start: it was
 *   listed as a raw ISO string after every dated event. A text that is not a real ISO date or time is left alone.
 * - Members' time zones stored under names IANA has retired ("Asia/Calcutta", "Europe/Kiev") get today's names.
 *   (The list is contracts' CURRENT_ZONE_NAMES (time-text.ts) as of this migration, copied so that it never changes under it.)
 */
const RENAMED: readonly (readonly [string, string])[] = [
  ['Africa/Asmera', 'Africa/Asmara'],
  ['America/Atka', 'America/Adak'],
  ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
  ['America/Catamarca', 'America/Argentina/Catamarca'],
  ['America/Coral_Harbour', 'America/Atikokan'],
  ['America/Cordoba', 'America/Argentina/Cordoba'],
  ['America/Ensenada', 'America/Tijuana'],
  ['America/Fort_Wayne', 'America/Indiana/Indianapolis'],
  ['America/Godthab', 'America/Nuuk'],
  ['America/Indianapolis', 'America/Indiana/Indianapolis'],
  ['America/Jujuy', 'America/Argentina/Jujuy'],
  ['America/Knox_IN', 'America/Indiana/Knox'],
  ['America/Louisville', 'America/Kentucky/Louisville'],
  ['America/Mendoza', 'America/Argentina/Mendoza'],
  ['America/Montreal', 'America/Toronto'],
  ['America/Porto_Acre', 'America/Rio_Branco'],
  ['America/Santa_Isabel', 'America/Tijuana'],
  ['Asia/Ashkhabad', 'Asia/Ashgabat'],
  ['Asia/Calcutta', 'Asia/Kolkata'],
  ['Asia/Chongqing', 'Asia/Shanghai'],
  ['Asia/Chungking', 'Asia/Shanghai'],
  ['Asia/Dacca', 'Asia/Dhaka'],
  ['Asia/Harbin', 'Asia/Shanghai'],
  ['Asia/Istanbul', 'Europe/Istanbul'],
  ['Asia/Katmandu', 'Asia/Kathmandu'],
  ['Asia/Macao', 'Asia/Macau'],
  ['Asia/Rangoon', 'Asia/Yangon'],
  ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
  ['Asia/Tel_Aviv', 'Asia/Jerusalem'],
  ['Asia/Thimbu', 'Asia/Thimphu'],
  ['Asia/Ujung_Pandang', 'Asia/Makassar'],
  ['Asia/Ulan_Bator', 'Asia/Ulaanbaatar'],
  ['Atlantic/Faeroe', 'Atlantic/Faroe'],
  ['Europe/Belfast', 'Europe/London'],
  ['Europe/Kiev', 'Europe/Kyiv'],
  ['Europe/Uzhgorod', 'Europe/Kyiv'],
  ['Europe/Zaporozhye', 'Europe/Kyiv'],
  ['Pacific/Enderbury', 'Pacific/Kanton'],
  ['Pacific/Ponape', 'Pacific/Pohnpei'],
  ['Pacific/Samoa', 'Pacific/Pago_Pago'],
  ['Pacific/Truk', 'Pacific/Chuuk'],
  ['Pacific/Yap', 'Pacific/Chuuk'],
];

/** An ISO calendar day or date and time, as a free-text Date field may hold one. */
const ISO_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export class EventTimes1764810000000 implements MigrationInterface {
  name = 'EventTimes1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" ADD "time_zone" text NULL`);
    // The reference seed's events in a place (the seed gives a new database theirs).
    await q.query(`UPDATE "events" SET "time_zone" = 'Europe/London' WHERE "title" = ANY($1) AND "time_zone" IS NULL`, [
      [
        'AI Pitch Night: Founders Meet Investors',
        'Generative Art Jam: Human + Machine',
        'Connect, Create, Innovate: Community Summit 2027',
      ],
    ]);
    await q.query(
      `UPDATE "users" u SET "time_zone" = m.current FROM unnest($1::text[], $2::text[]) AS m(retired, current) WHERE u."time_zone" = m.retired`,
      [RENAMED.map(([retired]) => retired), RENAMED.map(([, current]) => current)],
    );
    const undated: { id: number; date: string }[] = await q.query(`SELECT id, date FROM "events" WHERE "starts_at" IS NULL`);
    for (const e of undated) {
      const text = e.date.trim();
      if (!ISO_TEXT.test(text)) continue;
      // A day alone is that day at midnight UTC; a time without an offset is read as UTC too.
      const at = new Date(text.length === 10 ? `${text}T00:00:00Z` : /Z|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text}Z`);
      // new Date() rolls "2026-02-31" over to March: only a day that survives the round trip is real.
      if (
        Number.isNaN(at.getTime()) ||
        at.toISOString().slice(0, 10) !== new Date(`${text.slice(0, 10)}T00:00:00Z`).toISOString().slice(0, 10)
      )
        continue;
      await q.query(`UPDATE "events" SET "starts_at" = $2 WHERE id = $1 AND "starts_at" IS NULL`, [e.id, at.toISOString()]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" DROP COLUMN "time_zone"`);
  }
}
