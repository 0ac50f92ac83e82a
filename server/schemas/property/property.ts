import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { toHundredths } from '../../../common/decimal';
import { RESIDENT_TYPE_LABELS, type ResidentType } from '../../../common/importRows';
import { periodJson } from '../../domain/exemptions';
import type { ExemptionWithType } from '../../repositories/property/exemptions';
import type { Parent } from '../../repositories/property/parents';
import type { LinkWithPerson, ResidentLinkRow } from '../../repositories/property/residentLinks';
import type { ResidentLink } from '../../repositories/property/residents';
import type { ApartmentView } from '../../services/property/apartments';
import type { BuildingView } from '../../services/property/buildings';
import type { ResidentView } from '../../services/property/residents';
import { DecimalInput, Id, Nullable, NullableBoolean, Text } from '../shared/http';
import { Money, money } from '../shared/money';

/** Schemas and JSON mappers of the API section "Buildings, apartments, residents". */

const NullableText = Nullable(Type.String());
const NullableId = Nullable(Type.Integer());

/** numeric text → JSON number (display only: nothing computes with it). */
export const numericJson = (value: string | null) => (value === null ? null : Number(value));

/** "Ev sahibi", "Kiracı", "Hissedar" for link types 1, 2 and 3. */
export const linkTypeName = (type: number) => RESIDENT_TYPE_LABELS[type as ResidentType] ?? '';

export const BuildingSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** How many flats the block has (daire sınırı): no flat is recorded beyond it. */
  apartment_limit: Type.Integer(),
  /** Flats recorded in the block (kayıtlı daire). */
  apartment_count: Type.Integer(),
});
export const BuildingBody = {
  name: Text(100),
  /** How many flats the block has, at least 1 and never below the flats already recorded. */
  apartment_limit: Type.Integer({ minimum: 1, maximum: 100000 }),
};
export const buildingJson = ({ building: b, apartmentCount }: BuildingView) => ({
  id: b.id,
  name: b.name,
  apartment_limit: b.apartmentLimit,
  apartment_count: apartmentCount,
});

export const ApartmentSchema = Type.Object({
  id: Type.Integer(),
  building_id: Type.Integer(),
  building_name: Type.String(),
  /** The dues group (aidat grubu). */
  group_id: NullableId,
  group_name: NullableText,
  identifier: Type.String(),
  /** m² */
  area: Nullable(Type.Number()),
  /** Arsa payı */
  land: Nullable(Type.Number()),
  owner_id: NullableId,
  owner_name: NullableText,
  owner_surname: NullableText,
  tenant_id: NullableId,
  tenant_name: NullableText,
  tenant_surname: NullableText,
  /** People currently linked: owners, tenants and stock holders. */
  resident_count: Type.Integer(),
  /** Ödeme kodu `1042-7` (docs/bank.md): given when the flat is made, never changed. */
  payment_code: Type.String(),
});
export const ApartmentBody = {
  building_id: Id,
  /** A dues group (type 2). On update an absent or empty value keeps the current group. */
  group_id: Type.Optional(Nullable(Id)),
  identifier: Text(20),
  area: Type.Optional(DecimalInput),
  land: Type.Optional(DecimalInput),
};

export function apartmentJson({ apartment, occupants }: ApartmentView) {
  return {
    id: apartment.id,
    building_id: apartment.buildingId,
    building_name: apartment.buildingName,
    group_id: apartment.groupId,
    group_name: apartment.groupName,
    identifier: apartment.identifier,
    area: numericJson(apartment.area),
    land: numericJson(apartment.land),
    owner_id: occupants?.owner?.id ?? null,
    owner_name: occupants?.owner?.name ?? null,
    owner_surname: occupants?.owner?.surname ?? null,
    tenant_id: occupants?.tenant?.id ?? null,
    tenant_name: occupants?.tenant?.name ?? null,
    tenant_surname: occupants?.tenant?.surname ?? null,
    resident_count: occupants?.residentCount ?? 0,
    payment_code: apartment.paymentCode,
  };
}

export const ExemptionSchema = Type.Object({
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  accounting_type_id: Type.Integer(),
  accounting_type_name: Type.String(),
  /** AA.YYYY, null: open end (docs/decisions.md, "Exemption periods"). */
  starts_on: Nullable(Type.String()),
  ends_on: Nullable(Type.String()),
});
export const exemptionJson = (e: ExemptionWithType) => ({
  id: e.id,
  apartment_id: e.apartmentId,
  accounting_type_id: e.accountingTypeId,
  accounting_type_name: e.accountingTypeName,
  ...periodJson(e),
});

export const GenderSchema = Type.Union([Type.Literal('male'), Type.Literal('female')]);

const ResidentApartmentSchema = Type.Object({
  apartment_id: Type.Integer(),
  building_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  /** 1 owner, 2 tenant, 3 stock holder */
  type: Type.Integer(),
  type_name: Type.String(),
  percent: Nullable(Type.Number()),
  move_in: Type.String(),
  move_out: Nullable(Type.String()),
});

export const ResidentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** 'male', 'female' or null (not given). */
  gender: Nullable(GenderSchema),
  /** DD.MM.YYYY */
  birth_day: Nullable(Type.String()),
  /** The building recorded with the resident (docs/domain.md, "Entities and states"), with or without a flat there. */
  building_id: Nullable(Type.Integer()),
  /** Buildings and identifiers of the current apartments, comma-separated (lists and exports). */
  building_names: Type.String(),
  apartment_identifiers: Type.String(),
  /** Current apartment links. */
  apartments: Type.Array(ResidentApartmentSchema),
  /** TL still owed on the resident's live debts (Σ amount − paid; late-payment interest not included). */
  debt_remaining: Money,
  /** "SMS istemiyor": left out of every SMS but one-time codes. */
  sms_opt_out: Type.Boolean(),
  /** İYS consent: a commercial message reaches only residents who gave it. */
  commercial_consent: Type.Boolean(),
  /** Lower-cased; null when not known (docs/mail.md). */
  email: Nullable(Type.String()),
  /** ISO: when a message to this address was refused for good; SMS is used instead until it changes. */
  email_bounced_at: Nullable(Type.String()),
  /** "Duyuru e-postası istemiyor": no announcements, polls or news; receipts and statements still go. */
  email_opt_out: Type.Boolean(),
});

export const ParentSchema = Type.Object({
  id: Type.Integer(),
  resident_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  /** T.C. Kimlik No as an integer. */
  national_id: Nullable(Type.Integer()),
  phone: Nullable(Type.String()),
  /** Free text: eşi, oğlu, annesi … */
  relation: Nullable(Type.String()),
  /** Lives in the resident's apartment (counted per person in debt splits). */
  lives_in: Type.Boolean(),
});

export const ResidentDetailSchema = Type.Object({
  ...ResidentSchema.properties,
  /** Every apartment link, past ones (with move_out) after the current ones. */
  apartments: Type.Array(ResidentApartmentSchema),
  parents: Type.Array(ParentSchema),
});

export function residentLinkJson(link: ResidentLink) {
  return {
    apartment_id: link.apartmentId,
    building_id: link.buildingId,
    building_name: link.buildingName,
    identifier: link.identifier,
    type: link.type,
    type_name: linkTypeName(link.type),
    percent: numericJson(link.percent),
    move_in: isoToDmy(link.moveIn)!,
    move_out: isoToDmy(link.moveOut),
  };
}

export function residentJson({ resident, links, remaining }: ResidentView) {
  const unique = (values: string[]) => [...new Set(values)].join(', ');
  return {
    id: resident.id,
    name: resident.name,
    surname: resident.surname,
    phone: resident.phone,
    gender: resident.gender,
    birth_day: isoToDmy(resident.birthDay),
    building_id: resident.buildingId,
    building_names: unique(links.map((link) => link.buildingName)),
    apartment_identifiers: unique(links.map((link) => link.identifier)),
    apartments: links.map(residentLinkJson),
    debt_remaining: money(remaining),
    sms_opt_out: resident.smsOptOut,
    commercial_consent: resident.commercialConsent,
    email: resident.email,
    email_bounced_at: resident.emailBouncedAt?.toISOString() ?? null,
    email_opt_out: resident.emailOptOut,
  };
}

export const parentJson = (p: Parent) => ({
  id: p.id,
  resident_id: p.residentId,
  name: p.name,
  surname: p.surname,
  national_id: p.nationalId === null ? null : Number(p.nationalId),
  phone: p.phone,
  relation: p.relation,
  lives_in: p.livesIn,
});

/** Name and surname may be left out: the specification's relative is a national id and a phone. */
export const ParentFields = {
  name: Type.Optional(Text(60)),
  surname: Type.Optional(Text(60)),
  national_id: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99999999999 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  relation: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  lives_in: Type.Optional(NullableBoolean),
};

/** A person's link to an apartment, as the apartment's tabs show it. */
export const LinkSchema = Type.Object({
  /** The link's id (one person may hold several roles in one apartment). */
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  resident_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** 1 owner, 2 tenant, 3 stock holder */
  type: Type.Integer(),
  type_name: Type.String(),
  percent: Nullable(Type.Number()),
  /** DD.MM.YYYY */
  move_in: Type.String(),
  move_out: Nullable(Type.String()),
});

export function linkWithPersonJson(
  link: ResidentLinkRow,
  person: Pick<LinkWithPerson, 'name' | 'surname' | 'phone'>,
) {
  return {
    id: link.id,
    apartment_id: link.apartmentId,
    resident_id: link.residentId,
    name: person.name,
    surname: person.surname,
    phone: person.phone,
    type: link.type,
    type_name: linkTypeName(link.type),
    percent: numericJson(link.percent),
    move_in: isoToDmy(link.moveIn)!,
    move_out: isoToDmy(link.moveOut),
  };
}

const StockHolderSchema = Type.Object({
  /** The holder's resident id. */
  stock_holder_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** Share in percent, two decimals; 0 until shares are set. */
  percent: Type.Number(),
});
export const StockHoldersAnswer = Type.Object({
  Records: Type.Array(StockHolderSchema),
  TotalRecords: Type.Integer(),
  Page: Type.Integer(),
  PerPage: Type.Integer(),
  AdditionalData: Type.Object({ total_percent: Type.Number() }),
});

/** The current stock holders of an apartment with the sum of their shares. */
export function stockHoldersJson(holders: LinkWithPerson[]) {
  const total = holders.reduce((sum, holder) => sum + (holder.percent ? toHundredths(holder.percent) : 0), 0);
  return {
    Records: holders.map((holder) => ({
      stock_holder_id: holder.residentId,
      name: holder.name,
      surname: holder.surname,
      phone: holder.phone,
      percent: holder.percent === null ? 0 : toHundredths(holder.percent) / 100,
    })),
    TotalRecords: holders.length,
    Page: 1,
    PerPage: holders.length,
    AdditionalData: { total_percent: total / 100 },
  };
}
