import type { TicketCategory, TicketStatus } from '../../dataProvider/custom/conversations';

export const TICKET_STATUSES: TicketStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const TICKET_CATEGORIES: TicketCategory[] = ['fault', 'complaint', 'suggestion', 'other'];

/** Choices of a SelectInput, their names translated by react-admin. */
export const statusChoices = TICKET_STATUSES.map((id) => ({ id, name: `app.tickets.status.${id}` }));
export const categoryChoices = TICKET_CATEGORIES.map((id) => ({ id, name: `app.tickets.category.${id}` }));
