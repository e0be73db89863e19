import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    clearhireRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=clearhireRecaptchaLoaded&render=explicit';

/** The reCAPTCHA site key; the widget shows only when it is configured (DESIGN.md §2: off unless keys are set). */
export function recaptchaSiteKey(): string | undefined {
  return import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once, on the first form that needs it, so other pages never download it. */
function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.clearhireRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing'));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface RecaptchaHandle {
  /** A token is good for one submission: reset after the server has used it. */
  reset(): void;
}

interface Props {
  siteKey: string;
  onToken: (token: string) => void;
  error?: string;
  ref?: Ref<RecaptchaHandle>;
}

export function Recaptcha({ siteKey, onToken, error, ref }: Props) {
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
    loadRecaptcha()
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
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.api.reset(widget.current.id);
      onTokenRef.current('');
    },
  }));

  return (
    <div className="field">
      <div ref={container} />
      {failed && (
        <span className="field__error">
          The robot check could not load. Check your connection, allow content from google.com, then reload the page.
        </span>
      )}
      {error && !failed && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
