import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
