/**
 * Putting a third party's script into the page without slowing its first view: after the page's
 * load event, when the browser is idle; the script carries the page's CSP nonce (the server's
 * policy also names the vendor's origin, so the script is allowed either way).
 */

/** The nonce the server gave this page's inline bootstrap ('' on a page without one). */
export function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Inserts `<script async src>` for integration `name` (marked `data-integration`) at the end of head. */
export function insertScript(doc: Document, name: string, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['integration'] = name;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return script;
}

/** Runs `task` once the page has loaded and the browser is idle: never before the first view. */
export function afterFirstView(task: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => task(), { timeout: 3000 });
    else win.setTimeout(task, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
