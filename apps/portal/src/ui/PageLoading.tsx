/** Shown while a page's code loads; announced politely so screen-reader users know something is happening. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
