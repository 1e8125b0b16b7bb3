import * as v from 'valibot';
import { requiredText } from './common.ts';

/** `POST /user/send-message`: a message to the operators; answers 201 `{message}`. */
export const SendMessageBodySchema = v.object({
  subject: requiredText(200),
  message: requiredText(5000),
});
export type SendMessageBodyInput = v.InferInput<typeof SendMessageBodySchema>;
export type SendMessageBody = v.InferOutput<typeof SendMessageBodySchema>;
