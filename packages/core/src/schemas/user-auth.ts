import { z } from 'zod';

/**
 * A respondent signed in with an identity provider (SPEC.md section 3, "User"): the account's
 * name and picture, never its e-mail address (issue 27: the server does not keep it).
 */
export const userProfileSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
});

/** POST /api/auth/exchange: the single-use ticket of the sign-in callback. */
export const ticketExchangeSchema = z.object({ ticket: z.string().min(1).max(512) });

/** What the exchange answers: a session token and who it belongs to. */
export const ticketExchangeResultSchema = z.object({ token: z.string(), user: userProfileSchema });

/** GET /api/auth/status: whether provider sign-in is offered, and whether this caller is in. */
export const authStatusSchema = z.object({
  providerSignIn: z.boolean(),
  authenticated: z.boolean(),
});

export type UserProfile = z.output<typeof userProfileSchema>;
export type TicketExchange = z.input<typeof ticketExchangeSchema>;
export type TicketExchangeResult = z.output<typeof ticketExchangeResultSchema>;
export type AuthStatus = z.output<typeof authStatusSchema>;
