import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2eMailDir } from './mail-dir';

/** The messages the e2e server has sent through its SMTP sink so far, parsed. */
async function readMailbox(port: number): Promise<ParsedMail[]> {
  const dir = e2eMailDir(port);
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.map(async (n) => simpleParser(await fs.readFile(path.join(dir, n)))));
}

/** Waits for the first message the SMTP sink received that `match` accepts (mail goes out from a background job). */
export async function waitForMail(baseURL: string, match: (mail: ParsedMail) => boolean, timeout = 15_000): Promise<ParsedMail> {
  const port = Number(new URL(baseURL).port);
  let found: ParsedMail | undefined;
  await expect(async () => {
    found = (await readMailbox(port)).find(match);
    expect(found, 'a matching message in the SMTP sink').toBeDefined();
  }).toPass({ timeout });
  return found!;
}
