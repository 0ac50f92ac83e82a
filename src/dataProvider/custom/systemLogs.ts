import type { ListWithTotals, PageArgs, ReadAnswer, Send } from '../send';

/** One field an audit entry shows: its value before and after (null when absent); secrets come masked. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  /** When the value is another record's id (a cash account, a resident …): that record's name, if found. */
  before_name?: string | null;
  after_name?: string | null;
}

export interface SystemLogEntry {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  user_id: number | null;
  /** Null when a platform operator (`by_operator`) or the system made the change. */
  user_name: string | null;
  by_operator: boolean;
  table: string;
  action: 'insert' | 'update' | 'delete';
  record_id: string | null;
  changes: AuditChange[];
}

/** The filters of the system logs; empty ones are left out of the query. */
export type SystemLogFilter = {
  table?: string;
  user_id?: number;
  /** DD.MM.YYYY */
  start_date?: string;
  end_date?: string;
};

export interface SystemLogChoices {
  tables: string[];
  users: { id: number; name: string }[];
}

/** Sistem kayıtları: the account's audit log (settings area). */
export const systemLogMethods = (send: Send) => ({
  systemLogs: (params: PageArgs & SystemLogFilter) =>
    send<ListWithTotals<SystemLogEntry, never>>({ method: 'GET', url: '/system/logs', params }),
  systemLogChoices: () => send<ReadAnswer<SystemLogChoices>>({ method: 'GET', url: '/system/logs/filters' }),
});
