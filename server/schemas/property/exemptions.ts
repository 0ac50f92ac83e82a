import { Type } from 'typebox';
import { periodJson } from '../../domain/exemptions';
import type { ExemptionListRow } from '../../services/property/exemptions';
import { Id, Nullable, PageQuery } from '../shared/http';

/** A month typed AA.YYYY ("01.2026"); empty or null for an open end. */
export const MonthInput = Type.Optional(Nullable(Type.String({ maxLength: 10 })));

/** The validity of an exemption: whole months, either end open (docs/decisions.md, "Exemption periods"). */
export const PeriodFields = { starts_on: MonthInput, ends_on: MonthInput };

export const ExemptionsQuery = {
  ...PageQuery,
  building_id: Type.Optional(Id),
  apartment_id: Type.Optional(Id),
  /** The flat's dues group or one of its debt groups. */
  group_id: Type.Optional(Id),
  accounting_type_id: Type.Optional(Id),
  /** Exemptions in force at some month of starts_on – ends_on (AA.YYYY, either may be left out). */
  ...PeriodFields,
};

const Month = Nullable(Type.String({ description: 'AA.YYYY; null: open end' }));

export const ExemptionRowSchema = Type.Object({
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  building_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  owner_name: Nullable(Type.String()),
  tenant_name: Nullable(Type.String()),
  accounting_type_id: Type.Integer(),
  accounting_type_name: Type.String(),
  starts_on: Month,
  ends_on: Month,
  created_at: Type.String({ description: 'ISO instant' }),
});

export const exemptionRowJson = (row: ExemptionListRow) => ({
  id: row.id,
  apartment_id: row.apartmentId,
  building_id: row.buildingId,
  building_name: row.buildingName,
  identifier: row.identifier,
  owner_name: row.ownerName,
  tenant_name: row.tenantName,
  accounting_type_id: row.accountingTypeId,
  accounting_type_name: row.accountingTypeName,
  ...periodJson(row),
  created_at: row.createdAt.toISOString(),
});

export const BulkExemptionBody = Type.Object({
  /** The flats; or building_id for every flat of the building. */
  apartment_ids: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
  building_id: Type.Optional(Nullable(Id)),
  accounting_type_id: Id,
  ...PeriodFields,
});

export const BulkExemptionAnswer = Type.Object({
  description: Type.String(),
  data: Type.Object({ created: Type.Integer(), skipped: Type.Integer() }),
});

export const ExemptionIdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 5000 }) });
