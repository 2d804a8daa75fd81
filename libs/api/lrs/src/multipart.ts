/** `multipart/mixed` as xAPI uses it: statements first, then each attachment's raw content (RFC 2046). */
export type Part = { headers: Record<string, string>; body: Buffer };

export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');

export const boundaryOf = (contentType: string): string | null => {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
};

/** The parts between the boundaries, each with its headers (names in lower case) and its raw body. */
export const parseMultipart = (body: Buffer, boundary: string): Part[] => {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('the body holds no part of its boundary');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    // The delimiter's line ends here (transport padding allowed before CRLF).
    const lineEnd = body.indexOf(CRLF, position);
    if (lineEnd < 0) throw new MultipartError('a boundary line does not end');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), lineEnd);
    if (next < 0) throw new MultipartError('the last part has no closing boundary');
    const part = body.subarray(lineEnd + 2, next);
    const headersEnd = part.indexOf('\r\n\r\n');
    const headerText = headersEnd < 0 ? part.toString('latin1') : part.subarray(0, headersEnd).toString('latin1');
    const headers: Record<string, string> = {};
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: headersEnd < 0 ? Buffer.alloc(0) : part.subarray(headersEnd + 4) });
    position = next + 2;
  }
};

export const buildMultipart = (parts: Part[], boundary: string): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\n${Object.entries(part.headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n`,
      ),
      part.body,
      CRLF,
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
