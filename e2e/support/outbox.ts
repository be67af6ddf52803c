import assert from 'node:assert/strict';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The first link of the newest e-mail the app sent to `to` (dev outbox, never in production). */
export async function linkFromLastEmail(baseUrl: string, to: string, contains: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: OutboxEntry[] };
    const link = data
      .map((entry) => entry.text.match(/https?:\/\/\S+/)?.[0])
      .find((candidate) => candidate?.includes(contains));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no e-mail to ${to} with a link containing ${contains}`);
}

/** The newest e-mail the app sent to `to` whose subject contains `subject` and that `matches` (e-mails go out
 * through a job: polled a few seconds). */
export async function lastEmail(
  baseUrl: string,
  to: string,
  subject: string,
  matches: (entry: OutboxEntry) => boolean = () => true,
): Promise<OutboxEntry> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: OutboxEntry[] };
    const entry = data.find((candidate) => candidate.subject.includes(subject) && matches(candidate));
    if (entry) return entry;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no e-mail to ${to} with the subject '${subject}'`);
}
