import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { dataSourceOptions } from './data-source';
import { resolveDatabase } from './database-url';

// Entry for the TypeORM CLI, which awaits an exported promise:
//   npm run migration:run -w @cci/api
// It starts (or reuses) the embedded cluster when DATABASE_URL is unset. Keep this side effect OUT of
// files the app imports, or the app would resolve the database twice.
export default resolveDatabase(loadConfig()).then(({ url }) => new DataSource(dataSourceOptions(url)));
