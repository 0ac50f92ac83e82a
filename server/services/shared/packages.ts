/**
 * The operator's package catalogue: list (retired included), create, update, retire. Each write is audited with
 * the operator's id in platform_audit_log (no account: the catalogue is the platform's). Prices are kuruş; the
 * platform's routes convert at their boundary.
 */
import type { Db, Executor } from '../../db';
import { type PackageValues, packageProblems } from '../../domain/orders';
import { badRequest, conflict, notFound } from '../../errors';
import { platformAuditRepository } from '../../repositories/platform/platformAudit';
import { type PackageRow, packagesRepository as repo } from '../../repositories/session/packages';

const NOT_FOUND = 'Paket bulunamadı.';

function refuseProblems(values: PackageValues): void {
  const problems = packageProblems(values);
  if (Object.keys(problems).length > 0) throw badRequest('Lütfen işaretli alanları düzeltiniz.', problems);
}

export const packagesService = {
  /** Every package, retired ones included, licences first and smallest first. */
  list(exec: Executor): Promise<PackageRow[]> {
    return repo.listAll(exec);
  },

  async find(exec: Executor, id: number): Promise<PackageRow> {
    const row = await repo.find(exec, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  },

  async create(db: Db, operatorId: number, values: PackageValues): Promise<PackageRow> {
    refuseProblems(values);
    return db.transaction(async (tx) => {
      const row = await repo.insert(tx, { ...values, name: values.name.trim() });
      await platformAuditRepository.record(tx, operatorId, {
        table: 'packages',
        action: 'insert',
        recordId: row.id,
        after: row,
      });
      return row;
    });
  },

  /** Changes a package; its kind stays (an order copied what it bought, so past orders never move). */
  async update(db: Db, operatorId: number, id: number, values: PackageValues): Promise<PackageRow> {
    return db.transaction(async (tx) => {
      const before = await repo.find(tx, id);
      if (!before) throw notFound(NOT_FOUND);
      if (values.kind !== before.kind)
        throw conflict('Paketin türü değiştirilemez; yeni bir paket ekleyiniz.');
      refuseProblems(values);
      const { kind: _kind, ...changes } = values;
      const after = (await repo.update(tx, id, { ...changes, name: changes.name.trim() }))!;
      await platformAuditRepository.record(tx, operatorId, {
        table: 'packages',
        action: 'update',
        recordId: id,
        before,
        after,
      });
      return after;
    });
  },

  /** No longer offered; orders already placed keep pointing at it and can still be confirmed. */
  async retire(db: Db, operatorId: number, id: number): Promise<PackageRow> {
    return db.transaction(async (tx) => {
      const before = await repo.find(tx, id);
      if (!before) throw notFound(NOT_FOUND);
      if (before.retiredAt) return before;
      const after = (await repo.setRetired(tx, id, new Date()))!;
      await platformAuditRepository.record(tx, operatorId, {
        table: 'packages',
        action: 'update',
        recordId: id,
        before,
        after,
      });
      return after;
    });
  },
};
