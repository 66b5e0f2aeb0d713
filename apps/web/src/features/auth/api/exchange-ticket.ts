import { ticketExchangeResultSchema, type TicketExchange } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import { storeToken, type SignedInUser } from '../../../lib/user-session';

/**
 * POST /api/auth/exchange: turns the single-use ticket of the sign-in callback into a session
 * token, kept here. Called once by the callback page, never again for the same ticket, so it
 * is a plain call rather than a query.
 */
export async function exchangeTicket(ticket: string): Promise<SignedInUser> {
  const body: TicketExchange = { ticket };
  const data = await apiRequest('/api/auth/exchange', { method: 'POST', body });
  const { token, user } = ticketExchangeResultSchema.parse(data);
  storeToken(token);
  return user;
}
