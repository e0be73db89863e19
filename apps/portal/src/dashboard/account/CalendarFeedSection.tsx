import { useState } from 'react';
import { useAccountCalendarFeedStatusQuery, useAccountCalendarFeedTurnOffMutation, useAccountCalendarFeedTurnOnMutation } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { CopyButton } from '../../ui/CopyButton';
import { ServerErrors } from '../../ui/ServerErrors';
import { formatDate } from '../../ui/format';

/**
 * The user's private deadline calendar: a feed URL their calendar application subscribes to. The
 * URL is shown once, when it is made (only its hash is kept); turning the feed on again gives a
 * new URL and stops the old one, turning it off stops it.
 */
export function CalendarFeedSection() {
  const status = useAccountCalendarFeedStatusQuery();
  const [turnOn, on] = useAccountCalendarFeedTurnOnMutation();
  const [turnOff, off] = useAccountCalendarFeedTurnOffMutation();
  const [url, setUrl] = useState<string | null>(null);
  const busy = on.isLoading || off.isLoading;
  const feed = status.data;

  const make = async () => {
    const result = await turnOn();
    if ('data' in result && result.data) {
      setUrl(result.data.url);
      void status.refetch();
    }
  };
  const stop = async () => {
    const result = await turnOff();
    if (!('error' in result)) {
      setUrl(null);
      void status.refetch();
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="card">
      <h2 id="calendar-feed-title">Calendar feed</h2>
      <p>
        Your deadlines in your own calendar: Section 2 and E-Verify due dates, mismatch and referral deadlines, reverifications, WOTC state deadlines and retention
        ends. Subscribe with the URL: in Google Calendar, <em>Other calendars → From URL</em>; in Outlook, <em>Add calendar → Subscribe from web</em>; on Apple
        devices, <em>File → New Calendar Subscription</em>. Events name people by first name and initial only.
      </p>
      <ServerErrors errors={[...apiErrors(on.error), ...apiErrors(off.error)]} scroll={false} />
      {status.isLoading ? (
        <p role="status">Loading…</p>
      ) : feed?.on ? (
        <>
          <p>The feed is on{feed.created_at ? ` (URL made ${formatDate(feed.created_at)})` : ''}. Anyone with the URL sees your deadlines: keep it private.</p>
          {url ? <FeedUrl url={url} /> : <p>The URL was shown when it was made. Lost it? Make a new one: the old one stops working.</p>}
          <p>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void make()}>
              Make a new URL
            </button>{' '}
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void stop()}>
              Turn the feed off
            </button>
          </p>
        </>
      ) : (
        <p>
          <button type="button" className="button" disabled={busy} onClick={() => void make()}>
            Turn the calendar feed on
          </button>
        </p>
      )}
    </section>
  );
}

function FeedUrl({ url }: { url: string }) {
  return (
    <div>
      <label htmlFor="calendar-feed-url">Your calendar feed URL (shown this once)</label>
      <input id="calendar-feed-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} style={{ width: '100%' }} />
      <CopyButton text={url} label="Copy the URL" />
    </div>
  );
}
