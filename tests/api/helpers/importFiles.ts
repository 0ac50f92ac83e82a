import { expect } from 'vitest';
import {
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  sheetProblem,
} from '../../../common/importRows';
import { fileKey, fixture, sheetRows } from './xlsx';

/** What the browser does: parse the .xlsx, turn it into rows, hash the file. */
export async function apartmentFile(name: string) {
  const file = fixture(name);
  const reading = readApartmentSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}

export async function residentFile(name: string) {
  const file = fixture(name);
  const reading = readResidentSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}

export async function debtFile(name: string) {
  const file = fixture(name);
  const reading = readDebtSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}
