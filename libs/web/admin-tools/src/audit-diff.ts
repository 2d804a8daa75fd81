/** One field of an audited change: its dotted path (`titles.de-DE`) and its value before and after, as text. */
export type FieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const display = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '“”' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item)))
    return value.length ? value.map(display).join(', ') : '—';
  return JSON.stringify(value);
};

/**
 * The leaves of a value by dotted path; a value that is not an object is one leaf under `prefix`. A list of objects
 * (a session's questions, a question's options) is walked item by item, each by its `#id` when it has one, else by
 * its place from 1: one question changed, added or moved shows as its own fields, not the whole list again.
 */
const leavesOf = (value: unknown, prefix: string, into: Map<string, string>) => {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, at(key), into);
  } else if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    value.forEach((item, index) => {
      const { id, ...rest } = item;
      leavesOf(
        typeof id === 'string' || typeof id === 'number' ? rest : item,
        at(id === undefined ? String(index + 1) : `#${String(id)}`),
        into,
      );
    });
  } else if (value !== undefined) {
    into.set(prefix, display(value));
  }
  return into;
};

/**
 * What an audited action changed, field by field: only the fields whose value differs, in the order they first
 * appear (before, then fields only after has). A value that is not an object is the one field ''.
 */
export const fieldChanges = (before: unknown, after: unknown): FieldChange[] => {
  const old = leavesOf(before, '', new Map());
  const next = leavesOf(after, '', new Map());
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields
    .map((field) => ({ field, before: old.get(field) ?? '—', after: next.get(field) ?? '—' }))
    .filter((change) => change.before !== change.after);
};
