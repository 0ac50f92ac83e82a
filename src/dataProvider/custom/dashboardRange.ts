/** The dashboard asks for a fixed range (docs/domain.md, "Limits and constants"). */
export const DASHBOARD_RANGE = { start_date: '01.01.2000', end_date: '31.12.2030' };
