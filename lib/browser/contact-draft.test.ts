import { clearDraft, DRAFT_STORAGE_KEY, readDraft, writeDraft, type DraftStorage } from './contact-draft';

/** An in-memory storage, as the browser's sessionStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** A storage that refuses everything, as a browser with storage disabled or full does. */
const refusing: DraftStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const draft = {
  user_name: 'Zoé « Ça va ? » O’Brien',
  user_email: 'zoe@example.org',
  title: 'Stage',
  message: 'Bonjour,\nune ligne 😀 et <b>du HTML</b>.',
};

describe('the contact draft', () => {
  it('gives back what was written, every field as typed', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
  });

  it('keeps a partly filled form, without the empty fields', () => {
    const storage = memoryStorage();
    writeDraft(storage, { user_name: 'Zoé', user_email: '', message: 'Bonjour' });
    expect(readDraft(storage)).toEqual({ user_name: 'Zoé', message: 'Bonjour' });
  });

  it('removes the entry when every field is emptied', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft);
    writeDraft(storage, { user_name: '', user_email: '', title: '', message: '' });
    expect(storage.entries.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('is forgotten once cleared', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft);
    clearDraft(storage);
    expect(readDraft(storage)).toEqual({});
    expect(storage.entries.size).toBe(0);
  });

  it('is empty when nothing was kept', () => {
    expect(readDraft(memoryStorage())).toEqual({});
  });

  it.each([
    ['not JSON', '{"user_name": "Zo'],
    ['a string', '"Bonjour"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('is empty when the entry is damaged (%s)', (_, stored) => {
    expect(readDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: stored }))).toEqual({});
  });

  it('keeps only the known fields with text, from an entry written by someone else', () => {
    const stored = JSON.stringify({ user_name: 'Zoé', message: 42, title: null, website: 'spam', extra: 'x' });
    expect(readDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: stored }))).toEqual({ user_name: 'Zoé' });
  });

  it('writes only the known fields', () => {
    const storage = memoryStorage();
    writeDraft(storage, { ...draft, website: 'http://spam.example' } as typeof draft);
    expect(JSON.parse(storage.entries.get(DRAFT_STORAGE_KEY)!)).toEqual(draft);
  });

  it('does nothing, and throws nothing, without storage or when storage refuses', () => {
    for (const storage of [null, refusing]) {
      expect(() => writeDraft(storage, draft)).not.toThrow();
      expect(readDraft(storage)).toEqual({});
      expect(() => clearDraft(storage)).not.toThrow();
    }
  });
});
