import type { PermissionLevels } from './permissions';

/** The current user as `/login` and `/me` return it (docs/domain.md, "Entities and states"). */
export interface CurrentUser extends Partial<PermissionLevels> {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string;
  national_id: string | null;
  assoc_name: string;
  account_id: number;
  role: 'main' | 'sub';
  main_user_id: number | null;
  is_branch: boolean;
  branchs: BranchSummary[];
  apartment_count: number;
  apartment_limit: number;
  licence_end: string | null;
  logo: string | null;
  /** An operator's read-only support session (the platform's "sign in as this account"). */
  support_session?: true;
}

export interface BranchSummary {
  id: number;
  assoc_name: string;
}

/** List answers: `{Records, TotalRecords, Page, PerPage}` (docs/domain.md, "API conventions"). */
export interface ListAnswer<T> {
  Records: T[];
  TotalRecords: number;
  Page: number;
  PerPage: number;
  AdditionalData?: Record<string, unknown>;
}

export interface WriteAnswer<T> {
  description: string;
  data?: T;
}

export interface ErrorAnswer {
  description: string;
  errors?: Record<string, string>;
}
