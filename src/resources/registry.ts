import { accountingTypes } from './accounting-types';
import { accounts } from './accounts';
import { apartments } from './apartments';
import { branches } from './branches';
import { buildings } from './buildings';
import { debtGroups } from './debt-groups';
import { debtJobs } from './debt-jobs';
import { debts } from './debts';
import { duesGroups } from './dues-groups';
import { multiDebts } from './multi-debts';
import { nonMembers } from './non-members';
import { receipts } from './receipts';
import { residents } from './residents';
import { subUsers } from './sub-users';
import type { ResourceConfig } from './types';

/** Every resource of the product. The dataProvider, menu, routes and labels derive from this list. */
export const registry: ResourceConfig[] = [
  buildings,
  apartments,
  residents,
  nonMembers,
  debtGroups,
  duesGroups,
  accountingTypes,
  debts,
  multiDebts,
  debtJobs,
  accounts,
  receipts,
  subUsers,
  branches,
];
