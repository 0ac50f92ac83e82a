/**
 * How a list of buildings to choose from is ordered: by name, which the server sorts in Turkish alphabetical order
 * (server/db/turkishOrder.ts), so a filter shows A, B, C, Ç … and not react-admin's default for a reference input
 * (newest id first: C, B, A).
 */
export const buildingsByName = { field: 'name', order: 'ASC' } as const;
