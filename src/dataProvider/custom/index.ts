import type { Send } from '../send';
import { accountingMethods } from './accounting';
import { bankMovementMethods } from './bankMovements';
import { bankReconciliationMethods } from './bankReconciliation';
import { communicationMethods } from './communication';
import { communicationFileMethods } from './communicationFiles';
import { conversationMethods } from './conversations';
import { importMethods } from './imports';
import { lookupMethods } from './lookups';
import { mailMethods } from './mail';
import { moneyMethods } from './money';
import { onlinePaymentMethods } from './onlinePayments';
import { orderMethods } from './orders';
import { propertyMethods } from './property';
import { reminderMethods } from './reminders';
import { reportMethods } from './reports';
import { sessionMethods } from './session';
import { smsSendMethods } from './smsSend';
import { staffPaymentMethods } from './staffPayments';
import { supportMethods } from './support';
import { surveyMethods } from './surveys';
import { systemLogMethods } from './systemLogs';

/**
 * The dataProvider's custom methods, one group per section of the API (and the pickers' lookups). Each method takes at
 * most one argument (an object) and resolves to the answer's body, so `useDataQuery` and `useDataMutation` can key,
 * cache and invalidate them alike.
 */
export function customMethods(send: Send) {
  return {
    ...sessionMethods(send),
    ...propertyMethods(send),
    ...moneyMethods(send),
    ...importMethods(send),
    ...lookupMethods(send),
    ...accountingMethods(send),
    ...reportMethods(send),
    ...systemLogMethods(send),
    ...smsSendMethods(send),
    ...reminderMethods(send),
    ...surveyMethods(send),
    ...communicationMethods(send),
    ...communicationFileMethods(send),
    ...conversationMethods(send),
    ...staffPaymentMethods(send),
    ...orderMethods(send),
    ...supportMethods(send),
    ...bankReconciliationMethods(send),
    ...bankMovementMethods(send),
    ...onlinePaymentMethods(send),
    ...mailMethods(send),
  };
}

export type CustomMethods = ReturnType<typeof customMethods>;
