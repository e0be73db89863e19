import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { RecaptchaHandle } from './FormRecaptcha';

/* Google's reCAPTCHA widget, a chunk of its own: only forms with a site key download it. */

interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha } & Record<string, unknown>;

const ONLOAD = 'clearhireFormsRecaptchaLoaded';
let loading: Promise<Grecaptcha> | null = null;

/** Google's script, once per page load, in the form's language at the time. */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  const w = window as unknown as RecaptchaWindow;
  if (w.grecaptcha?.render) return Promise.resolve(w.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    w[ONLOAD] = () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?${new URLSearchParams({ onload: ONLOAD, render: 'explicit', hl: language })}`;
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

interface WidgetProps {
  siteKey: string;
  /** The language of Google's texts, fixed when its script first loads. */
  language: string;
  onToken: (token: string) => void;
  error?: string;
  /** Shown when Google's script cannot load. */
  failedText: string;
  ref?: Ref<RecaptchaHandle>;
}

export function RecaptchaWidget({ siteKey, language, onToken, error, failedText, ref }: WidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
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
