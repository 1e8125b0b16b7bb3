import * as v from 'valibot';
import { EmailSchema } from './common.ts';

/** `POST /subscribe` from the landing page; subscribing twice is fine. */
export const SubscribeBodySchema = v.object({ email: EmailSchema });
export type SubscribeBodyInput = v.InferInput<typeof SubscribeBodySchema>;
export type SubscribeBody = v.InferOutput<typeof SubscribeBodySchema>;
