import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webLibs = path.resolve(import.meta.dirname, '../..');
const API_URL = /['"`]\/?api\//;

describe('one description per call', () => {
  it('leaves api addresses to the contract table: no web lib spells one (tests, which play the server, aside)', () => {
    const spelled: string[] = [];
    for (const lib of fs.readdirSync(webLibs)) {
      if (lib === 'api-client') continue;
      const source = path.join(webLibs, lib, 'src');
      if (!fs.existsSync(source)) continue;
      for (const file of fs.readdirSync(source, { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        fs.readFileSync(path.join(source, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (API_URL.test(line)) spelled.push(`${lib}/src/${file}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(spelled).toEqual([]);
  });
});
