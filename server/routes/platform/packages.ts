import { type Static, Type } from 'typebox';
import { positiveAmount } from '../../fields';
import { operatorIdOf } from '../../plugins/auth';
import { IdParams, simpleRestReads } from '../../schemas/platform/simpleRest';
import { type App, DecimalInput, Nullable, Text } from '../../schemas/shared/http';
import { PackageKind, PackageSchema, packageJson } from '../../schemas/shared/orders';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { packagesService } from '../../services/shared/orders';

const Count = Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000 }));

/** What the operator's package form sends; react-admin's update sends the whole record, extra fields dropped. */
const PackageBody = Type.Object({
  kind: PackageKind,
  name: Text(120),
  apartment_count: Type.Optional(Count),
  month: Type.Optional(Count),
  sms_credits: Type.Optional(Count),
  price: DecimalInput,
});

function packageValues(body: Static<typeof PackageBody>) {
  return {
    kind: body.kind,
    name: body.name,
    apartmentCount: body.apartment_count ?? null,
    months: body.month ?? null,
    smsCredits: body.sms_credits ?? null,
    price: positiveAmount(body.price, 'price'),
  };
}

/**
 * The packages the platform sells, retired ones included: create, edit, and retire (`DELETE` retires: orders
 * keep pointing at a package, so none is erased).
 */
export default async function platformPackageRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'packages',
    item: PackageSchema,
    sortable: ['id'],
    toJson: packageJson,
    // A handful of rows: filtered and paged here.
    list: async (query) => {
      const all = await packagesService.list(app.db);
      const wanted = query.ids ? all.filter((row) => query.ids?.includes(row.id)) : all;
      const rows = query.page
        ? wanted.slice(query.page.offset, query.page.offset + query.page.limit)
        : wanted;
      return { rows, total: wanted.length };
    },
    find: { row: (id) => packagesService.find(app.db, id), missing: 'Paket bulunamadı.' },
  });

  app.post(
    '/packages',
    routeOptions('operator', 'platform', { body: PackageBody }, PackageSchema),
    async (request) =>
      packageJson(await packagesService.create(app.db, operatorIdOf(request), packageValues(request.body))),
  );

  app.put(
    '/packages/:id',
    routeOptions('operator', 'platform', { params: IdParams, body: PackageBody }, PackageSchema),
    async (request) => {
      const values = packageValues(request.body);
      return packageJson(
        await packagesService.update(app.db, operatorIdOf(request), request.params.id, values),
      );
    },
  );

  app.delete(
    '/packages/:id',
    routeOptions('operator', 'platform', { params: IdParams }, PackageSchema),
    async (request) =>
      packageJson(await packagesService.retire(app.db, operatorIdOf(request), request.params.id)),
  );
}
