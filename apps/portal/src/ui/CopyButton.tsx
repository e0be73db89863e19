import { useEffect, useState } from 'react';

/** docs/product.md §9: the 'Copied to Clipboard!' feedback shows for 1000 ms. */
export const COPY_FEEDBACK_MS = 1000;

export function CopyButton({ text, label = 'Copy link' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className="copy">
      <button type="button" className="button button--secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" aria-live="polite" className="copy__feedback">
        {copied ? 'Copied to Clipboard!' : ''}
      </span>
    </span>
  );
}
