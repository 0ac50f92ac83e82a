import { Type } from 'typebox';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '../../../common/importRows';
import { normalizePhone } from '../../../common/phone';
import { foldTurkish } from '../../../common/search';
import type { Executor } from '../../db';
import {
  apartmentKey,
  buildingKey,
  type CurrentLink,
  type ImportProblem,
  personName,
  planApartmentImport,
  planResidentImport,
} from '../../domain/propertyImport';
import { badRequest } from '../../errors';
import { todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { apartmentsRepository } from '../../repositories/apartments';
import { type ImportKind, importsRepository as repo } from '../../repositories/imports';
import { residentLinksRepository } from '../../repositories/residentLinks';
import { residentsRepository } from '../../repositories/residents';
import { type App, authErrors, DecimalInput, Nullable } from '../../schemas/http';
import { ensureApartmentRoom } from '../../services/apartmentLimit';
import { type Actor, type AuditEntry, recordAudit, recordAuditBatch } from '../../services/audit';
import { actorOf } from '../../services/sessions';

export const Problem = Type.Object({ row: Type.Integer(), column: Type.String(), reason: Type.String() });
const ImportResult = Type.Object({
  problems: Type.Array(Problem),
  /** Apartments (or apartment links of residents) created. */
  created: Type.Integer(),
  /** Rows already in the account, left as they are. */
  skipped: Type.Integer(),
});
/** Success, or 400 with every problem row: the client shows the description only when problems is empty. */
const ImportAnswer = Type.Object({
  description: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  data: Type.Optional(ImportResult),
});
export const Cell = Type.Optional(Nullable(Type.String({ maxLength: 500 })));
export const NumberCell = Type.Optional(DecimalInput);
/** The browser's hash of the file (e.g. SHA-256 hex): the same file is applied once per account. */
export const FileKey = Type.String({ pattern: '^[A-Za-z0-9:_-]{8,128}$' });
export const Row = Type.Integer({ minimum: 1, description: '1-based spreadsheet row number' });
export const Rows = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Array(row, { maxItems: MAX_IMPORT_ROWS });
const area = 'resident_and_apartments' as const;
/** 10,000 rows of JSON stay well under this; the app's default limit (1 MB) does not. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export type Outcome = {
  status: 200 | 400;
  body: { description: string; data: { problems: ImportProblem[]; created: number; skipped: number } };
};

export const rejected = (problems: ImportProblem[]): Outcome => ({
  status: 400,
  body: { description: IMPORT_MESSAGES.rejected, data: { problems, created: 0, skipped: 0 } },
});

/** Opens the import: locks the account, and answers at once when this file was applied before. */
export async function alreadyImported(
  tx: Executor,
  accountId: number,
  kind: ImportKind,
  fileKey: string,
  rowCount: number,
): Promise<Outcome | null> {
  await repo.lockAccount(tx, accountId);
  const previous = await repo.find(tx, accountId, kind, fileKey);
  if (!previous) return null;
  const when = formatDmy(todayInIstanbul(previous.createdAt));
  return {
    status: 200,
    body: {
      description: `Bu dosya ${when} tarihinde içe aktarılmıştı. Yeni kayıt eklenmedi.`,
      data: { problems: [], created: 0, skipped: rowCount },
    },
  };
}

export async function recordImport(
  tx: Executor,
  actor: Actor,
  values: {
    accountId: number;
    kind: ImportKind;
    fileKey: string;
    rowCount: number;
    created: number;
    skipped: number;
  },
  entries: AuditEntry[],
): Promise<void> {
  const record = await repo.insert(tx, { ...values, userId: actor.userId });
  await recordAuditBatch(tx, actor, entries);
  await recordAudit(tx, actor, { table: 'imports', action: 'insert', recordId: record.id, after: record });
}

export function refuseEmpty(rows: unknown[]): void {
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
}

/**
 * Excel imports (DESIGN.md section 5): the browser parses the file with common/importRows.ts and sends the rows;
 * the server checks every row, imports all of them in one transaction or none, and applies a file once.
 */
export default async function importRoutes(app: App) {
  app.post(
    '/apartment/multi',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description:
          'Imports apartments. Buildings the file names that do not exist are created; apartments that already ' +
          'exist (same building and identifier) are skipped, not changed.',
        body: Type.Object({
          file_key: FileKey,
          rows: Rows(
            Type.Object({
              row: Row,
              building: Cell,
              identifier: Cell,
              area: NumberCell,
              land: NumberCell,
              group: Cell,
            }),
          ),
        }),
        response: { ...authErrors, 200: ImportAnswer, 400: ImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      refuseEmpty(rows);
      const accountId = session.accountId;
      const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
        const previous = await alreadyImported(tx, accountId, 'apartments', fileKey, rows.length);
        if (previous) return previous;
        const buildings = await repo.buildings(tx, accountId);
        const buildingIds = new Map(buildings.map((b) => [buildingKey(b.name), b.id]));
        const named = new Set(rows.map((row) => buildingKey(row.building ?? '')));
        const inFile = buildings.filter((b) => named.has(buildingKey(b.name)));
        const existing = await repo.apartmentsOf(
          tx,
          accountId,
          inFile.map((b) => b.id),
        );
        const nameOf = new Map(inFile.map((b) => [b.id, b.name]));
        const plan = planApartmentImport(rows, {
          buildings: new Map(buildings.map((b) => [buildingKey(b.name), b.name])),
          duesGroups: new Map((await repo.duesGroups(tx, accountId)).map((g) => [foldTurkish(g.name), g.id])),
          existing: new Set(existing.map((a) => apartmentKey(nameOf.get(a.buildingId)!, a.identifier))),
        });
        if (plan.problems.length > 0) return rejected(plan.problems);

        await ensureApartmentRoom(tx, accountId, plan.apartments.length);
        const perBuilding = new Map<string, number>();
        for (const a of plan.apartments)
          perBuilding.set(a.buildingKey, (perBuilding.get(a.buildingKey) ?? 0) + 1);
        const newBuildings = await repo.insertBuildings(
          tx,
          accountId,
          plan.newBuildings.map((name) => ({
            name,
            apartmentLimit: perBuilding.get(buildingKey(name)) ?? 0,
          })),
        );
        for (const b of newBuildings) buildingIds.set(buildingKey(b.name), b.id);
        const created = await apartmentsRepository.insertMany(
          tx,
          accountId,
          plan.apartments.map((a) => ({
            buildingId: buildingIds.get(a.buildingKey)!,
            groupId: a.groupId,
            identifier: a.identifier,
            area: a.area,
            land: a.land,
          })),
        );
        await recordImport(
          tx,
          actorOf(session),
          {
            accountId,
            kind: 'apartments',
            fileKey,
            rowCount: rows.length,
            created: created.length,
            skipped: plan.skipped,
          },
          [
            ...newBuildings.map((b) => ({
              table: 'buildings',
              action: 'insert' as const,
              recordId: b.id,
              after: b,
            })),
            ...created.map((a) => ({
              table: 'apartments',
              action: 'insert' as const,
              recordId: a.id,
              after: a,
            })),
          ],
        );
        const sentences = [`${created.length} daire içe aktarıldı.`];
        if (newBuildings.length > 0) sentences.push(`${newBuildings.length} yeni blok oluşturuldu.`);
        if (plan.skipped > 0) sentences.push(`${plan.skipped} daire zaten kayıtlı olduğu için atlandı.`);
        return {
          status: 200,
          body: {
            description: sentences.join(' '),
            data: { problems: [], created: created.length, skipped: plan.skipped },
          },
        };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.post(
    '/apartment/multi/resident',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description:
          'Imports residents with their apartment links (type: Ev sahibi / Kiracı / Hissedar or 1 / 2 / 3). A ' +
          'person already in the account (same phone and name; without a phone, same name in the same apartment) ' +
          'is linked, not created again; a link that already exists is skipped. Existing people are not changed.',
        body: Type.Object({
          file_key: FileKey,
          rows: Rows(
            Type.Object({
              row: Row,
              building: Cell,
              identifier: Cell,
              name: Cell,
              surname: Cell,
              phone: Cell,
              type: NumberCell,
              percent: NumberCell,
              birth_day: Cell,
            }),
          ),
        }),
        response: { ...authErrors, 200: ImportAnswer, 400: ImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      refuseEmpty(rows);
      const accountId = session.accountId;
      const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
        const previous = await alreadyImported(tx, accountId, 'residents', fileKey, rows.length);
        if (previous) return previous;
        const buildings = await repo.buildings(tx, accountId);
        const named = new Set(rows.map((row) => buildingKey(row.building ?? '')));
        const inFile = buildings.filter((b) => named.has(buildingKey(b.name)));
        const nameOf = new Map(inFile.map((b) => [b.id, b.name]));
        const apartments = await repo.apartmentsOf(
          tx,
          accountId,
          inFile.map((b) => b.id),
        );
        const phones = [...new Set(rows.map((row) => normalizePhone(row.phone)))].filter((p) => p !== null);
        const residentsByPhone = new Map<string, { id: number; nameKey: string }[]>();
        for (const r of await repo.residentsWithPhones(tx, accountId, phones)) {
          const list = residentsByPhone.get(r.phone!) ?? [];
          list.push({ id: r.id, nameKey: personName(r.name, r.surname) });
          residentsByPhone.set(r.phone!, list);
        }
        const currentLinks = new Map<number, CurrentLink[]>();
        const apartmentIds = apartments.map((a) => a.id);
        for (const link of await repo.currentLinksOf(tx, accountId, apartmentIds)) {
          const list = currentLinks.get(link.apartmentId) ?? [];
          list.push({
            residentId: link.residentId,
            type: link.type,
            nameKey: personName(link.name, link.surname),
          });
          currentLinks.set(link.apartmentId, list);
        }
        const plan = planResidentImport(rows, {
          buildings: new Set(buildings.map((b) => buildingKey(b.name))),
          apartments: new Map(
            apartments.map((a) => [apartmentKey(nameOf.get(a.buildingId)!, a.identifier), a.id]),
          ),
          residentsByPhone,
          currentLinks,
          today: todayIso(),
        });
        if (plan.problems.length > 0) return rejected(plan.problems);

        const people = await residentsRepository.insertMany(
          tx,
          accountId,
          plan.people.map((p) => ({
            name: p.name,
            surname: p.surname,
            phone: p.phone,
            gender: null,
            birthDay: p.birthDay,
          })),
        );
        // INSERT … RETURNING gives the rows back in the order of the VALUES list.
        const idOf = new Map(plan.people.map((p, index) => [p.key, people[index]!.id]));
        const moveIn = todayIso();
        const links = await residentLinksRepository.insertMany(
          tx,
          accountId,
          plan.links.map((link) => ({
            apartmentId: link.apartmentId,
            residentId: 'id' in link.resident ? link.resident.id : idOf.get(link.resident.key)!,
            type: link.type,
            percent: link.percent,
            moveIn,
          })),
        );
        await recordImport(
          tx,
          actorOf(session),
          {
            accountId,
            kind: 'residents',
            fileKey,
            rowCount: rows.length,
            created: links.length,
            skipped: plan.skipped,
          },
          [
            ...people.map((r) => ({
              table: 'residents',
              action: 'insert' as const,
              recordId: r.id,
              after: r,
            })),
            ...links.map((l) => ({
              table: 'apartment_residents',
              action: 'insert' as const,
              recordId: l.id,
              after: l,
            })),
          ],
        );
        const sentences = [`${links.length} sakin kaydı içe aktarıldı (${people.length} yeni kişi).`];
        if (plan.skipped > 0) sentences.push(`${plan.skipped} satır zaten kayıtlı olduğu için atlandı.`);
        return {
          status: 200,
          body: {
            description: sentences.join(' '),
            data: { problems: [], created: links.length, skipped: plan.skipped },
          },
        };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
