/**
 * The contact form's draft: what the visitor has typed, kept in sessionStorage as they type, so a
 * reload, a tap on a link or a crashed tab loses nothing. sessionStorage lives as long as the tab
 * (browsers restore it with the tab after a crash) and never leaves the visitor's device.
 */

/** The fields of the contact message, as the form names them and EmailJS receives them. */
export const contactFields = ['user_name', 'user_email', 'title', 'message'] as const;

export type ContactField = (typeof contactFields)[number];
export type ContactDraft = Partial<Record<ContactField, string>>;

export const DRAFT_STORAGE_KEY = 'contact-draft';

/** The part of the Web Storage API the draft uses; tests pass their own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where the browser refuses it (disabled storage, some private modes). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept draft: only the known fields with text in them; nothing for a missing or damaged entry. */
export function readDraft(storage: DraftStorage | null): ContactDraft {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null) return {};
  const draft: ContactDraft = {};
  for (const field of contactFields) {
    const value = (saved as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  return draft;
}

/** Keeps the fields' text; an empty form removes the entry. A full or refused storage is ignored. */
export function writeDraft(storage: DraftStorage | null, draft: ContactDraft): void {
  const kept = Object.fromEntries(contactFields.filter((field) => draft[field]).map((field) => [field, draft[field]]));
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(DRAFT_STORAGE_KEY);
    else storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage refused: the form works as without a draft.
  }
}

/** Forgets the draft once the message is sent. */
export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was kept, then.
  }
}
