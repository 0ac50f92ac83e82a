/** The database's tables, one file per section of server/routes (the same names as every server layer). */
export * from './accounting';
export * from './bank';
export * from './communication';
export * from './definitions';
export * from './mail';
export * from './money';
export * from './payments';
export * from './people';
export * from './platform';
export * from './property';
export * from './reminders';
export * from './reportTotals';
export * from './session';
export * from './sms';
export * from './staff';
