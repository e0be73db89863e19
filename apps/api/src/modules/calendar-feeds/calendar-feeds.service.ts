import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService, Clock, EVERIFY_GATEWAY, I9Worklist, type EVerifyGateway } from '@clearhire/server';
import { addCalendarDays, WOTC_SUBMISSION_DAYS } from '@clearhire/domain';
import { AppConfig } from '../../config/app-config';
import type { Actor, CompanySession } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { CalendarFeedsRepository, type FeedOwner } from './calendar-feeds.repository';
import { deadlineCalendar } from './deadline-calendar';
import { inWindow, retentionEvent, reverificationEvent, workItemEvent, wotcEvent } from './deadline-events';

/** The feed lists deadlines from this many days ago (recently late work stays in view) … */
export const FEED_DAYS_BEHIND = 30;
/** … to this many ahead (past the yearly reverifications' 90-day reminders). */
export const FEED_DAYS_AHEAD = 400;

/** A feed's token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Each company user's private deadline calendar: a feed URL with a secret token, turned on (or
 * rotated) and off by the user, and read by their calendar application without a session. The
 * feed lists what the user answers for: their company's deadlines, a member's at their locations
 * only, from the same computations as the due list and the dashboard (I9Worklist, libs/domain).
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly feeds: CalendarFeedsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(EVERIFY_GATEWAY) private readonly gateway: EVerifyGateway,
  ) {}

  async status(session: CompanySession): Promise<{ on: boolean; createdAt: Date | null }> {
    const feed = await this.feeds.findByUser(session.userId);
    return { on: feed !== null, createdAt: feed?.createdAt ?? null };
  }

  /** Turns the feed on, or rotates its URL (the old one answers 404 at once); the URL is answered this once. */
  async turnOn(session: CompanySession, actor: Actor): Promise<{ url: string; createdAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const feed = await this.dataSource.transaction(async (m) => {
      const { feed: saved, rotated } = await this.feeds.save(m, session.userId, hashOf(token));
      await this.audit.record(m, { actor, action: rotated ? 'calendar_feed.rotated' : 'calendar_feed.created', recordType: 'calendar_feed', recordId: session.userId, companyId: session.companyId });
      return saved;
    });
    return { url: this.urlOf(token), createdAt: feed.createdAt };
  }

  async turnOff(session: CompanySession, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      if (!(await this.feeds.remove(m, session.userId))) return;
      await this.audit.record(m, { actor, action: 'calendar_feed.deleted', recordType: 'calendar_feed', recordId: session.userId, companyId: session.companyId });
    });
  }

  /** The calendar of a feed's token; 404 for a token that is not a feed's (never was, rotated, turned off). */
  async calendar(file: string, actor: Actor): Promise<string> {
    const token = /^(.+)\.ics$/.exec(file)?.[1];
    const owner = token && TOKEN_PATTERN.test(token) ? await this.feeds.ownerOf(hashOf(token)) : null;
    if (!owner) throw ApiError.notFound('Calendar');
    const events = await this.eventsOf(owner);
    // The feed names people (first name and initial) and their deadlines: each read is audited, with the user it belongs to.
    await this.audit.recordAccess({ actor, action: 'calendar_feed.read', recordType: 'calendar_feed', recordId: owner.user_id, companyId: owner.company_id, detail: { events: events.length } });
    return deadlineCalendar(events, 'ClearHire deadlines', this.clock.now());
  }

  private async eventsOf(owner: FeedOwner) {
    const scope = Scope.of({ userId: owner.user_id, isAdmin: false, name: '', companyId: owner.company_id, role: owner.role, locationIds: owner.location_ids ?? undefined });
    const now = this.clock.now();
    const today = this.clock.todayIn(owner.time_zone);
    const from = addCalendarDays(today, -FEED_DAYS_BEHIND);
    const to = addCalendarDays(today, FEED_DAYS_AHEAD);
    const appUrl = this.config.APP_URL;
    const work = await new I9Worklist(this.dataSource).deadlinesWithin(now, FEED_DAYS_AHEAD, this.gateway.mode === 'test', owner.company_id, scope.locationIds);
    const dates = await this.feeds.datesWithin(scope, from, to, WOTC_SUBMISSION_DAYS);
    return inWindow(
      [
        ...work.map((w) => workItemEvent(w, appUrl)),
        ...dates.reverifications.map((r) => reverificationEvent(r, appUrl)),
        ...dates.retentionEnds.map((r) => retentionEvent(r, appUrl)),
        ...dates.wotcStarts.map((s) => wotcEvent(s, appUrl)),
      ],
      from,
      to,
    );
  }

  private urlOf(token: string): string {
    return `${new URL(this.config.APP_URL).origin}/api/calendar/${token}.ics`;
  }
}
