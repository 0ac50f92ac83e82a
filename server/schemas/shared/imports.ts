import { type TObject, Type } from 'typebox';
import { MAX_IMPORT_ROWS } from '../../../common/importRows';
import { DecimalInput, Nullable } from './http';
import { Money } from './money';

/** The Excel imports' shared parts (docs/domain.md, "Excel import"): the rows the browser sends and the answer. */

/** 10,000 rows of JSON stay well under this; the app's default limit (1 MB) does not. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export const Problem = Type.Object({ row: Type.Integer(), column: Type.String(), reason: Type.String() });
export const Cell = Type.Optional(Nullable(Type.String({ maxLength: 500 })));
export const NumberCell = Type.Optional(DecimalInput);
/** The browser's hash of the file (e.g. SHA-256 hex): the same file is applied once per account. */
export const FileKey = Type.String({ pattern: '^[A-Za-z0-9:_-]{8,128}$' });
export const Row = Type.Integer({
  minimum: 1,
  maximum: 1_048_576,
  description: '1-based spreadsheet row number',
});

/** The body of every import: the file's key and its rows (each with its spreadsheet row number). */
export const ImportBody = <T extends TObject>(row: T) =>
  Type.Object({ file_key: FileKey, rows: Type.Array(row, { maxItems: MAX_IMPORT_ROWS }) });

const ImportResult = Type.Object({
  problems: Type.Array(Problem),
  /** Records created: apartments, apartment links of residents, or debts. */
  created: Type.Integer(),
  /** Rows already in the account, left as they are (the same file a second time: all of them). */
  skipped: Type.Integer(),
});

/** Success, or 400 with every problem row: the client shows the description only when problems is empty. */
const importAnswer = <T extends TObject>(data: T) =>
  Type.Object({
    description: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    data: Type.Optional(data),
  });

export const ImportAnswer = importAnswer(ImportResult);

export const DebtImportAnswer = importAnswer(
  Type.Object({
    ...ImportResult.properties,
    /** The batch (toplu borç) holding the imported debts. */
    multi_debt_id: Type.Optional(Nullable(Type.Integer())),
    /** Σ of the imported debts. */
    total: Type.Optional(Money),
    /** Paid at once from the residents' advances (setting auto_payment_advance_payments). */
    paid_from_advance: Type.Optional(Money),
  }),
);
