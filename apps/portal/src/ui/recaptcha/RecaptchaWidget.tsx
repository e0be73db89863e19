import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { RecaptchaHandle } from './recaptcha';

/* Google's reCAPTCHA widget, loaded lazily by the forms: only a form with a site key downloads it. */

interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    clearhireRecaptchaLoaded?: () => void;
  }
}

const ONLOAD = 'clearhireRecaptchaLoaded';
let loading: Promise<Grecaptcha> | null = null;

/** Google's script, once per page load, in the page's language at the time when one is given. */
function loadRecaptcha(language: string | undefined): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const query = new URLSearchParams({ onload: ONLOAD, render: 'explicit', ...(language ? { hl: language } : {}) });
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?${query}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

interface Props {
  siteKey: string;
  /** The language of Google's texts, fixed when its script first loads; the browser's when left out. */
  language?: string;
  onToken: (token: string) => void;
  error?: string;
  /** Shown when Google's script cannot load. */
  failedText: string;
  ref?: Ref<RecaptchaHandle>;
}

export function RecaptchaWidget({ siteKey, language, onToken, error, failedText, ref }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback without re-rendering the widget when the parent re-renders.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(language)
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
        });
        widget.current = { api, id };
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
    // The widget renders once per site key; a later language switch does not reload Google's script.
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.api.reset(widget.current.id);
      onTokenRef.current('');
    },
  }));

  const text = failed ? failedText : error;
  return (
    <div className="field">
      <div ref={container} />
      {text && (
        <span className="field__error" role="alert">
          {text}
        </span>
      )}
    </div>
  );
}
