import { statusText } from '@/lib/browser/contact';
import { adoptEarly, earlyScript, releaseEarly, type EarlyIsland } from './early-island';

/**
 * The early script (lib/early-island.ts) of the contact form: it enables the submit button, and a
 * submit before React arrives, once the browser has checked the fields, shows "Envoi en cours...",
 * disables the button as the component does, and is handed over as pending: the component sends it as
 * soon as it runs. A submit after React adopted the script and before it committed is only recorded,
 * then handed over as pending too. Without scripts, the button stays disabled (a native submit would put
 * the message in the address).
 */
export function earlyContactScript(id: string): string {
  return earlyScript(
    id,
    // React starts from what the page shows (`shown`), then sends what was submitted at all (`pending`).
    'e.detail.pending=shown',
    'e.detail.pending=pending',
    'var pending=false,shown=false,b=c.querySelector("button[type=submit]");b.disabled=false;' +
      // Never a native submit, even once React has taken over: its own handler prevents it too.
      'c.addEventListener("submit",function(e){e.preventDefault();if(!live||pending)return;' +
      'pending=true;if(!on)return;shown=true;b.disabled=true;var p=document.createElement("p");' +
      `p.textContent=${JSON.stringify(statusText.sending)};c.querySelector("[role=status]").appendChild(p)})`,
  );
}

const pending = (handedOver: { pending?: boolean } | null) => (handedOver ? { pending: handedOver.pending === true } : null);

/**
 * The form's early script and its hand-over: whether a submit awaits sending, as React adopts it, then
 * as React commits (made before or since the adoption).
 */
export const earlyContact: EarlyIsland<{ pending: boolean }, { pending: boolean }> = {
  script: earlyContactScript,
  adopt: (id) => pending(adoptEarly(id)),
  release: (id) => pending(releaseEarly(id)),
};
