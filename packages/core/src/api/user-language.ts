import { z } from 'zod';
import { messageLanguage } from '../entities/security.ts';

/**
 * Issue 33 item 3: PUT /evv/user/language (signed in, calls.ts setLanguage) keeps the caller's language on the
 * server, so it follows them to a new device (the user's reply, /oauth/user, carries it). Anything but a language
 * with a catalog is a 400 with errors[].
 */
export const userLanguageRequest = z.object({ language: messageLanguage }).strict();

/** The language now kept for the caller. */
export const userLanguageReply = z.object({ language: messageLanguage });
