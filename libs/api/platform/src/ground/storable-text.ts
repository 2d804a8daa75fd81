/** Half of a UTF-16 surrogate pair with no other half: not a character, and not encodable as UTF-8. */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** The path of the first string (or key) PostgreSQL's text cannot hold, walking without recursion. */
export const firstUnstorablePath = (root: unknown, rootPath: string): string | undefined => {
  const pending: [unknown, string][] = [[root, rootPath]];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
};

/**
 * No text the database cannot store gets past the door: a NUL or a lone surrogate anywhere in a call's path
 * parameters, query or body is a 400 naming the field, before any route (or a write buffer shared by everyone)
 * sees it.
 */
