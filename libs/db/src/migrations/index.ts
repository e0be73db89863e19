import type { MigrationInterface } from 'typeorm';
import { Initial1795314721115 } from './1795314721115-Initial';

// Every migration, in order. Committed migrations are never edited: add a new one.
export const MIGRATIONS: (new () => MigrationInterface)[] = [Initial1795314721115];
