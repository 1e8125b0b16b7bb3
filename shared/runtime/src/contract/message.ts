import * as v from 'valibot';
import { requiredLine, requiredText } from './common.ts';

/** Characters a message to the operators may have (the form counts them as they are typed). */
export const SEND_MESSAGE_LIMITS = { subject: 200, message: 5000 } as const;

/** `POST /user/send-message`: a message to the operators; answers 201 `{message}`. */
export const SendMessageBodySchema = v.object({
  subject: requiredLine(SEND_MESSAGE_LIMITS.subject),
  message: requiredText(SEND_MESSAGE_LIMITS.message),
});
export type SendMessageBodyInput = v.InferInput<typeof SendMessageBodySchema>;
export type SendMessageBody = v.InferOutput<typeof SendMessageBodySchema>;
