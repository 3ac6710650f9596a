import { statusText } from './contact';
import { adoptEarly, earlyScript } from './early-island';

/**
 * The early script (lib/early-island.ts) of the contact form: it enables the submit button, and a
 * submit before React arrives, once the browser has checked the fields, shows "Envoi en cours...",
 * disables the button as the component does, and is handed over as pending: the component sends it as
 * soon as it runs. Without scripts, the button stays disabled (a native submit would put the message
 * in the address).
 */
export function earlyContactScript(id: string): string {
  return earlyScript(
    id,
    'e.detail.pending=pending',
    'var pending=false,b=c.querySelector("button[type=submit]");b.disabled=false;' +
      // Never a native submit, even once React has taken over: its own handler prevents it too.
      'c.addEventListener("submit",function(e){e.preventDefault();if(!on||pending)return;' +
      'pending=true;b.disabled=true;var p=document.createElement("p");' +
      `p.textContent=${JSON.stringify(statusText.sending)};c.querySelector("[role=status]").appendChild(p)})`,
  );
}

/** Whether a submit awaits sending, when the early script ran (see adoptEarly). */
export function adoptEarlyContact(id: string): { pending: boolean } | null {
  const early = adoptEarly<{ pending: boolean }>(id);
  return early ? { pending: early.pending === true } : null;
}
