// The data source the TypeORM CLI uses to generate and check migrations (see package.json scripts).
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_URL, dataSourceOptions } from './lib/data-source';

export default new DataSource(dataSourceOptions(process.env['DATABASE_URL'] ?? DEFAULT_DATABASE_URL));
