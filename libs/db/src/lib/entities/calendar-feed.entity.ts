import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * A user's private deadline calendar feed (iCalendar). The URL carries a 256-bit token; only its
 * SHA-256 is kept, so the database cannot give the URL back. Rotating replaces the hash, turning
 * the feed off deletes the row: either way the old URL answers 404.
 */
@Entity('calendar_feeds')
@Index('calendar_feeds_token_key', ['tokenHash'], { unique: true })
export class CalendarFeed {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
