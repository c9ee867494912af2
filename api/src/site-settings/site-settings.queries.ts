/** Every stored setting (a key not stored has its default). */
export const SETTINGS_SQL = `SELECT key, value FROM site_settings`;
export interface SettingRow {
  key: string;
  value: unknown;
}

/** Stores the setting $1 as the JSON $2. */
export const UPSERT_SETTING_SQL = `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`;
