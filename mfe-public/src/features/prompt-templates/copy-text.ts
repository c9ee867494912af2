export interface ClipboardEnvironment {
  /** The async Clipboard API, when the browser exposes it (secure contexts only). */
  clipboard?: { writeText(text: string): Promise<void> };
  /** The pre-Clipboard-API way; returns whether the browser reported success. */
  fallback(text: string): boolean;
}

/** Copies with a hidden, read-only textarea and document.execCommand('copy'), restoring focus afterwards. */
export function copyWithTextarea(text: string): boolean {
  const previousFocus = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', ''); // no on-screen keyboard on phones
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previousFocus?.focus({ preventScroll: true });
  return copied;
}

function browserEnvironment(): ClipboardEnvironment {
  return { clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard, fallback: copyWithTextarea };
}

/**
 * Puts text on the clipboard: the Clipboard API first; if it is missing or refuses (permission, insecure
 * context, older browser), the textarea fallback. Rejects when neither worked, so the caller can say so.
 */
export async function copyText(text: string, env: ClipboardEnvironment = browserEnvironment()): Promise<'clipboard' | 'fallback'> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // fall through to the older method
    }
  }
  if (env.fallback(text)) return 'fallback';
  throw new Error('The browser did not allow copying to the clipboard');
}
