import { z } from 'zod';
import { attributesOf, parseWith } from '../../lib/body';
import { SUPPORT_TEXTS } from '../../words/support';

/** The longest chat message, as the contact form's (the database checks it too). */
export const CHAT_MESSAGE_MAX = 2000;

export { SUPPORT_TEXTS };

const messageSchema = z.object({
  body: z
    .string({ error: SUPPORT_TEXTS.bodyRequired })
    .trim()
    .min(1, SUPPORT_TEXTS.bodyRequired)
    .max(CHAT_MESSAGE_MAX, SUPPORT_TEXTS.bodyTooLong(CHAT_MESSAGE_MAX)),
});

/** `{ body }`, flat or as a JSON:API document (`data.attributes.body`). */
export const parseChatMessage = (body: unknown): string => parseWith(messageSchema, attributesOf(body)).body;
