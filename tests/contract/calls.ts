/**
 * The calls of the specification's section 7, one row each (method and path as it writes them), in its order:
 * the table tests/contract/spec.test.ts runs against the real server. A path the section lists with two query
 * forms (GET /todo by day and by month, POST /resident to list and to create) is one row that sends both.
 */
import { communicationCalls } from './calls/communication';
import { moneyCalls } from './calls/money';
import { peopleCalls } from './calls/people';
import { propertyCalls } from './calls/property';
import { residentCalls } from './calls/residents';
import { sessionCalls } from './calls/session';
import { smsCalls } from './calls/sms';
import type { ContractRow } from './row';

export const contractCalls: ContractRow[] = [
  ...sessionCalls,
  ...propertyCalls,
  ...residentCalls,
  ...moneyCalls,
  ...smsCalls,
  ...peopleCalls,
  ...communicationCalls,
];
